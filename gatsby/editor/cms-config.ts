import type { CmsConfig, CollectionFile } from '@sveltia/cms';
import type { Schema } from 'yup';
import { navigationSchema, routesSchema, siteSchema } from '../content/schemas/site.ts';
import { formSchema } from '../content/schemas/form.ts';
import { pageSchemas } from '../content/schemas/pages/index.ts';
import type { Content } from '../content/read.ts';
import { vocabulary } from '../content/validate.ts';
import { labelFor, listLabels } from '../content/field-names.ts';
import { fieldFor, fieldsOf, type ContentField, type Description, type Names } from './fields.ts';

/**
 * The editor's configuration (Sveltia CMS, served at /admin/), made from the same yup schemas that check the
 * content at build time, so the two cannot drift: every key of every file is a field (fields.ts), a required value
 * is required, a pattern is said in words, a route, a person or an offer is picked by name, an image is uploaded
 * into content/images.
 */

const contentPath = (file: string) => `content/${file}`;

/** The fields of a page whose hero shows something else where a picture would go: its hero without a picture. */
function withoutHeroPicture(d: Description, fields: ContentField[]): ContentField[] {
  if ((d.meta as { heroPicture?: boolean } | undefined)?.heroPicture !== false) return fields;
  return fields.map((field) =>
    field.name === 'hero' && field.widget === 'object'
      ? { ...field, fields: field.fields.filter((part) => part.name !== 'image') }
      : field,
  );
}

/** A file of the content as the editor lists it: a label, where it is, and its fields. */
function fileEntry(
  content: Content,
  names: Names,
  [name, label, file, schema]: [string, string, string, Schema],
): CollectionFile {
  const sample = content.files.get(file);
  const d = schema.describe() as Description;
  const fields =
    d.type === 'array'
      ? [{ ...fieldFor('items', d, [sample], names), label, root: true }]
      : withoutHeroPicture(d, fieldsOf(d, [sample], names));
  return { name, label, file: contentPath(file), fields };
}

/**
 * Each part a link may open a page at, by id, with the names of the pages that have it: of the pages the last build
 * made (`parts`, by address), those with a route a link can name.
 */
function partsOf({ routes, labels }: Content, parts: ReadonlyMap<string, readonly string[]>) {
  const named = new Map<string, string[]>();
  for (const [pagePath, ids] of parts) {
    const route = routes.find((each) => each.path === pagePath);
    if (!route) continue;
    for (const id of ids) named.set(id, [...(named.get(id) ?? []), labels[route.name]?.label ?? route.name]);
  }
  return named;
}

/**
 * The names of what content picks by id: pages (and case studies), the people on About, the offers; and the parts of
 * pages the last build found.
 */
function namesOf(content: Content, parts: ReadonlyMap<string, readonly string[]> = new Map()): Names {
  const { labels, pages, form, site } = content;
  const people = pages.about?.leadership.people ?? [];
  return {
    labels: new Map([
      ...Object.entries(labels).map(([route, { label }]): [string, string] => [route, label]),
      ...people.map(({ id, name }): [string, string] => [id, name.replace('{founder}', site.founder)]),
      ...form.offers.map(({ id, name }): [string, string] => [id, name]),
    ]),
    offers: form.offers.map(({ id }) => id),
    parts: partsOf(content, parts),
  };
}

interface Options {
  /** The GitHub repository the production editor saves to, "owner/name". */
  repo: string;
  branch: string;
  /**
   * Where "Sign in with GitHub" opens its popup: a relay the owner deploys (sveltia-cms-auth) for a host without
   * an OAuth provider of its own. Left out, the editor uses Netlify's.
   */
  authUrl?: string;
  /** The ids of the parts of each page the build made, by the page's address (gatsby/post-build/anchors.ts). */
  parts?: ReadonlyMap<string, readonly string[]>;
}

/** The whole configuration for the content. */
export function cmsConfig(content: Content, { repo, branch, authUrl, parts }: Options): CmsConfig {
  const { routes } = content;
  const names = namesOf(content, parts);
  const routeNames = routes.map((route) => route.name);
  const { byRoute, caseStudy } = pageSchemas(
    routeNames,
    vocabulary(
      (name) => content.routeFiles.get(name),
      content.caseStudies.map((study) => study.name),
    ),
  );
  const labelOf = (name: string) => content.labels[name]?.label ?? labelFor(name);
  return {
    load_config_file: false,
    backend: { name: 'github', repo, branch, ...(authUrl ? { base_url: authUrl } : {}) },
    media_folder: 'content/images',
    public_folder: '/content/images',
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    slug: { encoding: 'ascii', clean_accents: true },
    // Pictures are uploaded from the owner's computer, named as the content expects (lower case, hyphens), and
    // never fetched from a stock library.
    media_libraries: {
      default: { config: { slugify_filename: true, max_file_size: 5_000_000 } },
      stock_assets: { providers: [] },
    },
    collections: [
      {
        name: 'site',
        label: 'Site settings',
        files: [
          fileEntry(content, names, ['site', 'Company details', 'site.json', siteSchema()]),
          fileEntry(content, names, [
            'navigation',
            'Menus and footer',
            'navigation.json',
            navigationSchema(routeNames),
          ]),
          fileEntry(content, names, ['form', 'Contact form', 'form.json', formSchema(routeNames)]),
          fileEntry(content, names, ['routes', listLabels['routes.json']!, 'routes.json', routesSchema]),
        ],
      },
      {
        name: 'pages',
        label: 'Pages',
        files: routes.flatMap((route) => {
          const schema = route.template === 'case-study' ? undefined : byRoute.get(route.name);
          return schema ? [fileEntry(content, names, [route.name, labelOf(route.name), route.file, schema])] : [];
        }),
      },
      {
        name: 'case-studies',
        label: 'Case studies',
        label_singular: 'Case study',
        folder: 'content/case-studies',
        extension: 'json',
        format: 'json',
        create: true,
        delete: true,
        identifier_field: 'label',
        summary: '{{label}} ({{date}})',
        sortable_fields: ['date', 'label'],
        fields: withoutHeroPicture(
          caseStudy.describe(),
          fieldsOf(
            caseStudy.describe(),
            routes.filter((route) => route.template === 'case-study').map((route) => content.files.get(route.file)),
            names,
          ),
        ),
      },
    ],
  };
}
