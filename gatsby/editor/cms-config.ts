import type {
  BooleanField,
  CmsConfig,
  CollectionFile,
  ImageField,
  ListFieldBaseProps,
  ListFieldWithSubField,
  ListFieldWithSubFields,
  NumberField,
  ObjectFieldWithSubFields,
  SelectField,
  StringField,
  TextField,
} from '@sveltia/cms';
import type { Schema, SchemaDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';
import { navigationSchema, routesSchema, siteSchema } from '../content/schemas/parts.ts';
import { formSchema } from '../content/schemas/form.ts';
import { pageSchemas } from '../content/schemas/pages/index.ts';
import type { Content } from '../content/read.ts';
import { vocabulary } from '../content/validate.ts';

/**
 * The editor's configuration (Sveltia CMS, served at /admin/), made from the same yup schemas that check the
 * content at build time, so the two cannot drift: every key of every file is a field, a required value is required,
 * a pattern is a pattern, a route is picked from content/routes.json, an image is uploaded into content/images.
 */

/**
 * The fields the content needs. The package's own `Field` also takes any custom widget with any options, so a
 * misspelt widget or option would pass unnoticed.
 */
type ContentField =
  | StringField
  | TextField
  | SelectField
  | ImageField
  | NumberField
  | BooleanField
  | ObjectFieldWithSubFields
  | ListFieldWithSubField
  | ListFieldWithSubFields;
/** What every field has, whatever its widget. */
type Base = Pick<StringField, 'name' | 'label' | 'required' | 'hint'>;
type Description = SchemaDescription & Partial<SchemaObjectDescription & SchemaInnerTypeDescription>;

/** A value longer than this anywhere in the content gets a box of several lines rather than one line. */
const longText = 60;

/** "streetAddress" → "Street address", "cta" → "Call to action". */
function labelFor(key: string): string {
  const words: Record<string, string> = {
    alt: 'what the picture shows (read aloud to people who cannot see it)',
    decorative: 'decorative only (no words: screen readers pass it by)',
    cta: 'call to action',
    noindex: 'hide from search engines',
    seo: 'search engines',
    src: 'picture',
    ui: 'interface words',
  };
  const text = words[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const test = (d: Description, name: string) => d.tests.find((t) => t.name === name)?.params;
/** The bound of a `.min()` or `.max()` test, which yup describes as unknown. */
function bound(d: Description, name: 'min' | 'max') {
  const value = test(d, name)?.[name];
  return typeof value === 'number' ? value : undefined;
}

/** The values found at one key in every sample: how the content uses a field decides its widget. */
const valuesAt = (samples: unknown[], key: string) =>
  samples.flatMap((sample) => (sample && typeof sample === 'object' ? [(sample as Record<string, unknown>)[key]] : []));
const itemsOf = (samples: unknown[]) => samples.flatMap((sample): unknown[] => (Array.isArray(sample) ? sample : []));

function stringField(
  base: Base,
  d: Description,
  samples: unknown[],
): StringField | TextField | SelectField | ImageField {
  const graphql = (d.meta as { graphql?: string } | undefined)?.graphql ?? '';
  if (graphql.includes('@fileByRelativePath')) {
    // Every file with pictures is one folder below content/, so its pictures are at ../images/.
    // The build takes .png and .jpg only: a phone's HEIC or a .jpeg is refused before it is uploaded.
    return {
      ...base,
      widget: 'image',
      accept: '.png,.jpg',
      choose_url: false,
      media_folder: '/content/images',
      public_folder: '../images',
    };
  }
  const choices = d.oneOf.filter((value) => typeof value === 'string');
  if (choices.length > 0) return { ...base, widget: 'select', options: choices };
  const field: StringField | TextField = {
    ...base,
    widget: samples.some((s) => typeof s === 'string' && s.length > longText) ? 'text' : 'string',
  };
  const matches = test(d, 'matches')?.regex as RegExp | undefined;
  // What the value must do in the owner's words (`must` in content/schemas/parts.ts), never the pattern itself.
  const must = (d.meta as { must?: string } | undefined)?.must;
  if (matches && !must) throw new Error(`A pattern with no words for the editor: ${matches.source}`);
  if (matches) field.pattern = [matches.source, `Must ${must}`];
  if (test(d, 'email')) field.pattern = ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'Must be an email address'];
  if (test(d, 'url')) field.pattern = ['^https?://\\S+$', 'Must be a web address starting https://'];
  if (graphql.includes('@lucide')) {
    field.hint = 'A lucide icon by name, e.g. chart-line (https://lucide.dev/icons)';
  }
  return field;
}

/** Words under a field where its rule depends on another field, which the editor cannot check. */
const hints: Record<string, string> = {
  alt: 'Required, unless the picture only decorates: then tick Decorative only and leave this empty.',
  selected: 'The id of the tab shown first. Leave empty to show the first.',
  kind: 'What the points are: time (months or hours: lines), categories (named things) or counts (bars). Empty: time.',
};

/** The editor's field for one key of a content file, described by its yup schema. */
function fieldFor(name: string, d: Description, samples: unknown[]): ContentField {
  const base: Base = {
    name,
    label: labelFor(name),
    required: !d.optional,
    ...(hints[name] ? { hint: hints[name] } : {}),
  };
  switch (d.type) {
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(d, samples) };
    case 'array': {
      const inner = d.innerType as Description;
      const min = bound(d, 'min');
      const list: ListFieldBaseProps = { ...base, widget: 'list', ...(min ? { min } : {}) };
      const items = itemsOf(samples);
      if (inner.type === 'object') return { ...list, fields: fieldsOf(inner, items) };
      return { ...list, field: fieldFor(name, inner, items) };
    }
    case 'number': {
      const [min, max] = [bound(d, 'min'), bound(d, 'max')];
      return { ...base, widget: 'number', value_type: test(d, 'integer') ? 'int' : 'float', min, max };
    }
    case 'boolean':
      return { ...base, widget: 'boolean', default: false };
    default:
      return stringField(base, d, samples);
  }
}

/** A file's fields in the schema's order, except what search engines read, which comes last: it is seldom edited. */
function fieldsOf(d: Description, samples: unknown[]): ContentField[] {
  const keys = Object.keys(d.fields ?? {}).sort((a, b) => Number(a === 'seo') - Number(b === 'seo'));
  return keys.map((key) => fieldFor(key, d.fields![key] as Description, valuesAt(samples, key)));
}

const contentPath = (file: string) => `content/${file}`;

/** A file of the content as the editor lists it: a label, where it is, and its fields. */
function fileEntry(content: Content, name: string, label: string, file: string, schema: Schema): CollectionFile {
  const sample = content.files.get(file);
  const d = schema.describe() as Description;
  const fields =
    d.type === 'array' ? [{ ...fieldFor('items', d, [sample]), label, root: true }] : fieldsOf(d, [sample]);
  return { name, label, file: contentPath(file), fields };
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
}

/** The whole configuration for the content. */
export function cmsConfig(content: Content, { repo, branch, authUrl }: Options): CmsConfig {
  const { routes } = content;
  const routeNames = routes.map((route) => route.name);
  const { byRoute, caseStudy } = pageSchemas(
    routeNames,
    vocabulary((name) => content.routeFiles.get(name)),
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
          fileEntry(content, 'site', 'Company details', 'site.json', siteSchema()),
          fileEntry(content, 'navigation', 'Menus and footer', 'navigation.json', navigationSchema(routeNames)),
          fileEntry(content, 'form', 'Contact form', 'form.json', formSchema(routeNames)),
          fileEntry(content, 'routes', 'Pages and their addresses', 'routes.json', routesSchema),
        ],
      },
      {
        name: 'pages',
        label: 'Pages',
        files: routes.flatMap((route) => {
          const schema = route.template === 'case-study' ? undefined : byRoute.get(route.name);
          return schema ? [fileEntry(content, route.name, labelOf(route.name), route.file, schema)] : [];
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
        fields: fieldsOf(
          caseStudy.describe(),
          routes.filter((route) => route.template === 'case-study').map((route) => content.files.get(route.file)),
        ),
      },
    ],
  };
}
