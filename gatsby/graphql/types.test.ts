import { array, boolean, string } from 'yup';
import { linkSchema, record, text } from '../content/schemas/parts.ts';
import { graphqlTypeDefs } from './types.ts';
import { rootTypes } from './schema.ts';
import { realContent } from '../../tests/fixtures/real-content.ts';

describe('graphqlTypeDefs: the GraphQL types written from the content schemas', () => {
  const schema = record({
    title: text(),
    note: string(),
    tags: array().of(text()).required(),
    featured: boolean(),
    intro: record({ heading: text() }, 'SectionIntro').required(),
    extra: record({ heading: text() }),
    more: linkSchema(['about']).required(),
    icon: string().required().meta({ graphql: 'Icon @lucide' }),
  });
  const sdl = graphqlTypeDefs([{ name: 'TestPageJson', schema }]);

  it('makes the root a node type that infers nothing, with required fields non-null', () => {
    expect(sdl).toContain('type TestPageJson implements Node @dontInfer {');
    expect(sdl).toMatch(/ {2}title: String! @facts\n/);
    expect(sdl).toMatch(/ {2}note: String @facts\n/);
    expect(sdl).toMatch(/ {2}tags: \[String!\]! @facts\n/);
    expect(sdl).toMatch(/ {2}featured: Boolean\n/);
  });

  it('names an object by its schema, else by its parent and field', () => {
    expect(sdl).toMatch(/ {2}intro: SectionIntro!\n/);
    expect(sdl).toContain('type SectionIntro {\n  heading: String! @facts\n}');
    expect(sdl).toMatch(/ {2}extra: TestPageJsonExtra\n/);
    expect(sdl).toContain('type TestPageJsonExtra {');
  });

  it('gives an object with a route its URL and its route’s summary, and a field its type as written', () => {
    expect(sdl).toContain(
      'type ContentLink {\n  label: String! @linkLabel\n  route: String! @facts\n  hash: String @facts\n  topic: String @facts\n  to: String! @routePath\n  summary: String @routeSummary\n  offer: String @linkOffer\n}',
    );
    expect(sdl).toMatch(/ {2}icon: Icon! @lucide\n/);
  });

  it('adds the fields an object declares beyond its content, with their resolvers', () => {
    const study = record({ label: text() }).meta({ fields: ['path: String! @caseStudyPath'] });
    expect(graphqlTypeDefs([{ name: 'StudyJson', schema: study }])).toContain(
      'type StudyJson implements Node @dontInfer {\n  label: String! @facts\n  path: String! @caseStudyPath\n}',
    );
  });

  it('refuses two different shapes under one name', () => {
    const clash = record({ a: record({ x: text() }, 'Same'), b: record({ y: text() }, 'Same') });
    expect(() => graphqlTypeDefs([{ name: 'ClashJson', schema: clash }])).toThrow(
      'Two content shapes are both named Same',
    );
  });

  it('writes the whole site’s types without a clash', () => {
    expect(() => graphqlTypeDefs(rootTypes(realContent.routes.map((route) => route.name)))).not.toThrow();
  });
});
