import { contentNodeModel, contentResolvers } from '../../tests/support/resolvers.ts';
import type { ContentNodes } from './extensions/scope.ts';
import { rootTypes } from './schema.ts';
import { graphqlTypeDefs } from './types.ts';
import { realContent } from '../../tests/fixtures/real-content.ts';

/** Directives of Gatsby's own that the content's types use. */
const gatsbys = ['dontInfer', 'fileByRelativePath'];

describe('the build’s content resolvers', () => {
  const resolvers = contentResolvers();

  it('has a resolver for each directive the content’s types use, and none they do not', () => {
    const defs = graphqlTypeDefs(rootTypes(realContent.routes.map((route) => route.name)));
    const used = defs.match(/(?<=@)\w+/g)!.filter((name) => !gatsbys.includes(name));
    expect(new Set(Object.keys(resolvers))).toEqual(new Set(used));
  });

  it('reads the nodes of the routes, case studies, company facts and offers, so a change to one runs it again', async () => {
    const nodeModel = contentNodeModel();
    for (const [name, source] of [
      ['routePath', { route: 'about' }],
      ['facts', { label: '{company}' }],
      ['peoplePath', {}],
    ] as const) {
      const read: string[] = [];
      const watched = {
        ...nodeModel,
        findAll: <T extends keyof ContentNodes>(query: { type: T }) => (
          read.push(query.type),
          nodeModel.findAll(query)
        ),
      };
      await resolvers[name]!(source, {}, { nodeModel: watched }, { fieldName: 'label' });
      expect(new Set(read)).toEqual(new Set(['RoutesJson', 'CaseStudyJson', 'SiteJson', 'FormJson']));
    }
  });
});
