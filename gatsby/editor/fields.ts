import type {
  BooleanField,
  ImageField,
  ListFieldBaseProps,
  ListFieldWithSubField,
  ListFieldWithSubFields,
  NumberField,
  ObjectFieldWithSubFields,
  RelationField,
  SelectField,
  StringField,
  TextField,
} from '@sveltia/cms';
import type { SchemaDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';
import { labelFor } from '../content/field-names.ts';

/**
 * The editor's fields, each made from the yup schema that checks its key at build time: the widget from the
 * schema's type and the content's own values, required where the schema requires, a pattern said in words, a
 * select where the schema names the values (listed by name where they are ids).
 */

/**
 * The fields the content needs. The package's own `Field` also takes any custom widget with any options, so a
 * misspelt widget or option would pass unnoticed.
 */
export type ContentField =
  | StringField
  | TextField
  | SelectField
  | ImageField
  | NumberField
  | BooleanField
  | ObjectFieldWithSubFields
  | ListFieldWithSubField
  | ListFieldWithSubFields
  | RelationField;
/** What every field has, whatever its widget. */
type Base = Pick<StringField, 'name' | 'label' | 'required' | 'hint'>;
export type Description = SchemaDescription & Partial<SchemaObjectDescription & SchemaInnerTypeDescription>;

/** A value longer than this anywhere in the content gets a box of several lines rather than one line. */
const longText = 60;

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

/**
 * What the editor lists by name: the name people know a value by, where a select's values are ids (a page's name,
 * a person's, an offer's), and the offers a link may open the contact form on.
 */
export interface Names {
  labels: ReadonlyMap<string, string>;
  offers: readonly string[];
  /** The parts of pages a link may open at, by id, each with the names of the pages that have it; none before a build. */
  parts?: ReadonlyMap<string, readonly string[]>;
}

function stringField(
  base: Base,
  d: Description,
  samples: unknown[],
  names: Names,
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
  const pick = (d.meta as { pick?: string } | undefined)?.pick;
  // A link's part of its page, from those the build found: "case-studies (on AI Solutions, Energy Management)".
  if (pick === 'part' && names.parts?.size) {
    const on = (pages: readonly string[]) =>
      pages.length > 3 ? `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more` : pages.join(', ');
    const options = [...names.parts].map(([id, pages]) => ({ label: `${id} (on ${on(pages)})`, value: id }));
    return { ...base, widget: 'select', options };
  }
  // A link's topic is one of the offers of content/form.json, which the build checks against that file.
  const picks = pick === 'offer' ? names.offers : [];
  const choices = [...d.oneOf.filter((value) => typeof value === 'string'), ...picks];
  if (choices.length > 0) {
    // Listed by name where the value is an id ("Energy Management", not energy-management); saved as the id.
    const options = choices.map((value) => ({ label: names.labels.get(value) ?? value, value }));
    return { ...base, widget: 'select', options };
  }
  const field: StringField | TextField = {
    ...base,
    widget: samples.some((s) => typeof s === 'string' && s.length > longText) ? 'text' : 'string',
  };
  // A text that shows where room is short (`upTo` in content/schemas/parts.ts): the editor counts and stops there.
  const maxlength = bound(d, 'max');
  if (maxlength !== undefined) field.maxlength = maxlength;
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
  id: 'What other fields name it by: the tab shown first, a case study’s team, a link to a part of a page or to an offer. To rename it where visitors see it, change its Label or Name, not this.',
  lastRow:
    "The table's last row: total (the readings added up, e.g. MWh in a year or trips) or average (e.g. minutes, %, kW).",
  values:
    "One reading for each of the chart's Points, in their order: the 1st is the 1st point's (a load profile's: each half hour from 00:00). The preview's table of figures, under the chart, shows each beside its point as you type.",
  featured:
    'The case studies this list opens with, newest first; the home page and the Case Studies menu show them too.',
  kind: 'What the points are: time (months or hours), drawn as lines; categories (named things) or counts (whole numbers), drawn as bars. Empty: time.',
};

/** The editor's field for one key of a content file, described by its yup schema. */
export function fieldFor(name: string, d: Description, samples: unknown[], names: Names): ContentField {
  const base: Base = {
    name,
    label: labelFor(name),
    required: !d.optional,
    ...(hints[name] ? { hint: hints[name] } : {}),
  };
  switch (d.type) {
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(d, samples, names) };
    case 'array': {
      // Case studies picked by their labels from the collection as it is now, a new one included, saved by file name.
      const min = bound(d, 'min');
      if ((d.meta as { pick?: string } | undefined)?.pick === 'studies') {
        const relation = { collection: 'case-studies', multiple: true, display_fields: ['label'] };
        return { ...base, widget: 'relation', ...relation, ...(min ? { min } : {}) };
      }
      const inner = d.innerType as Description;
      const list: ListFieldBaseProps = { ...base, widget: 'list', ...(min ? { min } : {}) };
      const items = itemsOf(samples);
      if (inner.type === 'object') return { ...list, fields: fieldsOf(inner, items, names) };
      // The list says what its items are once, not under each of them (a chart's 24 readings).
      const { hint: _once, ...field } = fieldFor(name, inner, items, names);
      return { ...list, field: field as ContentField };
    }
    case 'number': {
      const [min, max] = [bound(d, 'min'), bound(d, 'max')];
      return { ...base, widget: 'number', value_type: test(d, 'integer') ? 'int' : 'float', min, max };
    }
    case 'boolean':
      return { ...base, widget: 'boolean', default: false };
    default:
      return stringField(base, d, samples, names);
  }
}

/** A file's fields in the schema's order, except what search engines read, which comes last: it is seldom edited. */
export function fieldsOf(d: Description, samples: unknown[], names: Names): ContentField[] {
  const keys = Object.keys(d.fields ?? {}).sort((a, b) => Number(a === 'seo') - Number(b === 'seo'));
  return keys.map((key) => fieldFor(key, d.fields![key] as Description, valuesAt(samples, key), names));
}
