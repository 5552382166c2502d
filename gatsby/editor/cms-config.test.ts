/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { cmsConfig } from './cms-config.ts';
import { formSchema } from '../content/schemas/form.ts';
import { realContent } from '../../tests/fixtures/real-content.ts';

const { routes } = realContent;
/** The JSON schema the editor's package ships for its configuration (its exports do not list the file). */
const editorSchema = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8'),
) as object;
const config = cmsConfig(realContent, { repo: 'owner/site', branch: 'main' });

interface Field {
  name: string;
  required: boolean;
  widget: string;
  fields?: Field[];
  /** A list's one field, where its items are single values. */
  field?: Field;
  [option: string]: unknown;
}
interface Collection {
  name: string;
  files?: { name: string; file: string; fields: Field[] }[];
  fields?: Field[];
  [option: string]: unknown;
}
const { collections } = config as unknown as { collections: Collection[] };

const find = (fields: Field[], ...names: string[]): Field =>
  names.reduce<Field>((found, name) => found.fields!.find((f) => f.name === name)!, { fields } as Field);
const collection = (name: string) => collections.find((c) => c.name === name)!;
const file = (collectionName: string, name: string) => collection(collectionName).files!.find((f) => f.name === name)!;

describe('the editor configuration', () => {
  it('offers no hero picture where the hero shows something else: a case study’s figure, the contact page’s offers', () => {
    const heroOf = (fields: Field[]) => find(fields, 'hero').fields!.map((field) => field.name);
    expect(heroOf(collection('case-studies').fields!)).not.toContain('image');
    expect(heroOf(file('pages', 'contact').fields)).not.toContain('image');
    expect(heroOf(file('pages', 'about').fields)).toContain('image');
  });

  it('lists the offers by name where a link opens the contact form on one, and saves the offer’s id', () => {
    const topic = find(file('pages', 'energy-management').fields, 'cta', 'actions', 'topic');
    expect(topic).toMatchObject({ widget: 'select', required: false });
    expect(topic.options).toEqual(realContent.form.offers.map(({ id, name }) => ({ label: name, value: id })));
  });

  it('features case studies by picking them by label on the index, so a case study’s Duplicate is never featured', () => {
    expect(collection('case-studies').fields!.map((field) => field.name)).not.toContain('featured');
    const featured = find(file('pages', 'case-studies').fields, 'featured');
    // Picked from the case studies as they are in the editor, a new one included, and saved by file name.
    expect(featured).toMatchObject({
      widget: 'relation',
      collection: 'case-studies',
      multiple: true,
      display_fields: ['label'],
      required: true,
      min: 1,
    });
  });

  it('signs in through Netlify’s OAuth provider, or through the relay the build names', () => {
    expect((config as { backend: object }).backend).toEqual({ name: 'github', repo: 'owner/site', branch: 'main' });
    const relayed = cmsConfig(realContent, { repo: 'owner/site', branch: 'main', authUrl: 'https://auth.example.dev' });
    expect(relayed.backend).toMatchObject({ base_url: 'https://auth.example.dev' });
  });

  it('is valid against the editor’s own JSON schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
    const valid = ajv.validate(editorSchema, config);
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('lists every content file: the four site files, each page of routes.json, and the case-study folder', () => {
    expect(collection('site').files!.map((f) => f.file)).toEqual([
      'content/site.json',
      'content/navigation.json',
      'content/form.json',
      'content/routes.json',
    ]);
    const pages = routes.filter((route) => route.template !== 'case-study').map((route) => `content/${route.file}`);
    expect(collection('pages').files!.map((f) => f.file)).toEqual(pages);
    expect(collection('case-studies')).toMatchObject({ folder: 'content/case-studies', create: true, delete: true });
  });

  it('has a field for each key of a schema, required where the schema requires it', () => {
    const form = file('site', 'form').fields;
    const described = formSchema([]).describe();
    expect(form.map((f) => f.name)).toEqual(Object.keys(described.fields));
    expect(find(form, 'inputs', 'email', 'label')).toMatchObject({ required: true, widget: 'string' });
  });

  it('carries patterns, saying in words what a value must be, and picks routes from routes.json', () => {
    const study = collection('case-studies').fields!;
    expect(find(study, 'date').pattern).toEqual([
      expect.stringContaining('20[0-9]{2}'),
      'Must be a month written YYYY-MM, e.g. 2025-09',
    ]);
    // No message anywhere shows the pattern it stands for.
    const messages = JSON.stringify(config).match(/"Must [^"]*"/g) ?? [];
    expect(messages.length).toBeGreaterThan(3);
    for (const message of messages) expect(message).not.toMatch(/[\^$[\]]/);
    const action = find(study, 'cta', 'actions');
    expect(action).toMatchObject({ widget: 'list', min: 1 });
    // Listed by the names people know them by, saved as ids.
    expect(find(action.fields!, 'route')).toMatchObject({
      widget: 'select',
      options: routes.map((route) => ({ label: realContent.labels[route.name]!.label, value: route.name })),
    });
    const people = realContent.pages.about!.leadership.people;
    expect(find(study, 'evidence', 'team').field?.options).toEqual(
      people.map(({ id, name }) => ({ label: name.replace('{founder}', realContent.site.founder), value: id })),
    );
    expect(find(study, 'label')).toMatchObject({ required: true });
  });

  it('counts the characters of a text that shows where room is short, and stops at its limit', () => {
    const study = collection('case-studies').fields!;
    expect(find(study, 'label')).toMatchObject({ maxlength: 60 });
    expect(find(study, 'summary')).toMatchObject({ maxlength: 140 });
    expect(find(study, 'hero', 'heading')).toMatchObject({ maxlength: 80 });
    expect(find(study, 'hero', 'text')).not.toHaveProperty('maxlength');
  });

  it('uploads only PNG and JPG pictures into content/images, and asks what they show unless they decorate', () => {
    const study = collection('case-studies').fields!;
    const image = find(study, 'article', 'image');
    expect(image).toMatchObject({ widget: 'object', required: false });
    expect(find(image.fields!, 'src')).toMatchObject({
      widget: 'image',
      accept: '.png,.jpg',
      media_folder: '/content/images',
      public_folder: '../images',
    });
    // Sveltia cannot require a field only when another is unticked: the hint says it, and the build checks it.
    expect(find(image.fields!, 'alt')).toMatchObject({ required: false });
    expect(find(image.fields!, 'alt').hint).toMatch(/decorative/i);
    expect(find(image.fields!, 'decorative')).toMatchObject({ widget: 'boolean', required: false });
  });

  it('says under a chart series’ readings that each is the reading of the point in the same place', () => {
    const study = collection('case-studies').fields!;
    const series = find(study, 'evidence', 'chart', 'series');
    const values = find(series.fields!, 'values');
    expect(values.hint).toMatch(/each of the chart's Points, in their order/);
    // Said once, above the readings, not under each of them.
    expect(values.field).not.toHaveProperty('hint');
  });

  it('says under an id that it is what other fields name, and that a tab or person is renamed by its Label or Name', () => {
    const technologies = find(file('pages', 'ai-solutions').fields, 'technologies', 'items');
    const people = find(file('pages', 'about').fields, 'leadership', 'people');
    const offers = find(file('site', 'form').fields, 'offers');
    for (const items of [technologies, people, offers]) {
      expect(find(items.fields!, 'id').hint).toMatch(/change its Label or Name, not this/);
    }
  });

  it('lists the parts of pages the last build found for a link’s hash, each with the pages that have it', () => {
    const linkHash = (made: ReturnType<typeof cmsConfig>) => {
      const pages = (made as unknown as { collections: Collection[] }).collections.find((c) => c.name === 'pages')!;
      return find(pages.files!.find((f) => f.name === 'ai-solutions')!.fields, 'cta', 'actions', 'hash');
    };
    // Before a build there is nothing to list: a line, with what it must be in words.
    expect(linkHash(config)).toMatchObject({
      widget: 'string',
      pattern: [expect.any(String), expect.stringMatching(/^Must be the id of a part/)],
    });
    const parts = new Map([
      ['/about/', ['team', 'story']],
      ['/ai-solutions/', ['case-studies']],
      ['/energy-management/', ['case-studies']],
      ['/case-studies/2/', ['listing']],
    ]);
    expect(linkHash(cmsConfig(realContent, { repo: 'owner/site', branch: 'main', parts }))).toMatchObject({
      widget: 'select',
      options: [
        { label: 'team (on About)', value: 'team' },
        { label: 'story (on About)', value: 'story' },
        { label: 'case-studies (on AI Solutions, Energy Management)', value: 'case-studies' },
      ],
    });
  });

  it('gives long texts a box of several lines, and short ones a line', () => {
    const site = file('site', 'site').fields;
    expect(find(site, 'phone').widget).toBe('string');
    const about = file('pages', 'about').fields;
    expect(find(about, 'seo', 'description').widget).toBe('text');
  });
});
