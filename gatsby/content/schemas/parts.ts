import {
  array,
  boolean,
  object,
  string,
  type AnyObject,
  type ObjectSchema,
  type ObjectShape,
  setLocale,
  type TestContext,
} from 'yup';
import { iconData, iconNames } from './icons.ts';
import { didYouMean } from '../nearest.ts';

/** What a value of the wrong kind must be, in the owner's words, never a type's name. */
const kinds: Record<string, string> = {
  number: 'a number, in digits',
  boolean: 'ticked or not',
  array: 'a list',
  object: 'a group of fields',
};
// Set before any schema is made: a schema takes its words for a wrong kind of value when it is made.
setLocale({
  mixed: { notType: ({ path, type }: { path: string; type: string }) => `${path} must be ${kinds[type] ?? 'text'}` },
  string: { trim: '${path} must not begin or end with spaces' },
  array: {
    min: ({ path, min }: { path: string; min: number }) =>
      min === 1 ? `${path} must list at least one: add one back` : `${path} must list at least ${min}`,
  },
});

/**
 * The one declaration of each content file's shape, and its building blocks. content/validate.ts checks every file
 * against it before the build (naming the file and field of any problem, unknown keys included), and
 * graphql/types.ts writes the GraphQL types from it, which gatsby typegen turns into the components' types.
 */
/**
 * The words a case study may use for its service and sector (the index's services, the home page's sectors) and
 * the people it may name (the engineers on About, by id); and the case studies the index may feature, by file name.
 */
export interface Vocabulary {
  services: readonly string[];
  sectors: readonly string[];
  people: readonly string[];
  studies: readonly string[];
}

export const text = () => string().trim().required();
/**
 * A string written to a pattern, and what it must do in words ("be a month written YYYY-MM"): the build says
 * "<field> must …", the editor "Must …" under the field, and neither shows the pattern itself.
 */
export const must = (pattern: RegExp, words: string) =>
  string().matches(pattern, `\${path} must ${words}`).meta({ must: words });

/** The build's words for a text past its limit: the limit, where the text shows (`where`) and its count. */
const tooLong =
  (max: number, where: string) =>
  ({ path, value }: { path: string; value: string }) =>
    `${path} must be at most ${max} characters, as it shows ${where}: it has ${value.length}`;

/**
 * Text that shows where room is short (`where`, "in the header"): at most `max` characters, or the build stops
 * saying so; the editor stops typing at the limit. `optionalUpTo`, for a text the content may leave out.
 */
export const upTo = (max: number, where: string) => text().max(max, tooLong(max, where));
export const optionalUpTo = (max: number, where: string) => string().trim().max(max, tooLong(max, where));

/**
 * A test for a list in which each item may appear once (`what`: "engineer"): a repeat would show one person or thing
 * twice. It names the repeat and where it is.
 */
export const eachOnce = (what: string) => ({
  name: 'once',
  test(this: TestContext, items?: unknown[]) {
    const at = items?.findIndex((item, index) => items.indexOf(item) !== index) ?? -1;
    if (!items || at < 0) return true;
    return this.createError({
      message: `${this.path}[${at}] repeats ${JSON.stringify(items[at])}, already in the list: list each ${what} once`,
    });
  },
});

export const texts = () => array().of(text()).min(1).required();
export const listOf = <T extends AnyObject>(item: ObjectSchema<T>) => array().of(item).min(1).required();
/** A part the content may leave out: the page then shows nothing in its place. */
export const optional = <T extends AnyObject>(schema: ObjectSchema<T>) => schema.default(undefined).notRequired();

/** Keys the content had once, with where their values are kept now. */
const moved: Record<string, string> = {
  featured: 'a case study is featured by picking it under Pages › Case studies › Featured',
};

/** An object with exactly these keys; `type` names its GraphQL type where queries or components refer to it. */
export function record<S extends ObjectShape>(shape: S, type?: string) {
  const schema = object(shape).noUnknown(true, ({ path, unknown }: { path?: string; unknown: string }) => {
    const now = unknown.split(', ').flatMap((key) => moved[key] ?? []);
    return `${path && path !== 'this' ? path : 'the file'} has keys the site does not read: ${unknown}${now.map((where) => `; ${where}`).join('')}`;
  });
  return type ? schema.meta({ type }) : schema;
}

export const routeName = (routeNames: readonly string[]) =>
  string()
    .oneOf(
      [...routeNames],
      ({ path, value }: { path: string; value: unknown }) =>
        `${path} must name a route in content/routes.json${didYouMean(value, routeNames)}`,
    )
    .required();

/**
 * A link to a page of the site, by route name. Its words are the route's label (content/routes.json) unless it has a
 * `label` of its own, in which `{page}` stands for the route's label (gatsby/content/route-labels.ts); GraphQL adds
 * `to`, its URL, `summary`, the route's line for menus, and on a link with a `topic`, `offer`: the offer's time on
 * site and price, to show beside its button.
 */
export const linkSchema = (routeNames: readonly string[]) =>
  record(
    {
      label: string()
        .trim()
        .min(1, '${path} must not be empty: leave it out to use the page’s name')
        .meta({ graphql: 'String! @linkLabel', fills: ['page'] }),
      route: routeName(routeNames),
      // A part of the page to open at: the id of one of its sections (the build checks that the page has it). The
      // editor lists the parts the last build found, with the pages that have each.
      hash: must(/^[a-z0-9-]+$/, 'be the id of a part of the page: lower-case words joined by hyphens').meta({
        pick: 'part',
      }),
      // On a link to the contact page, one of the offers' ids (content/form.json): the form opens with it chosen,
      // and the link takes the offer's words unless it has its own. The editor lists the offers by name.
      topic: string().meta({ pick: 'offer' }),
    },
    'ContentLink',
  ).meta({ fields: ['offer: String @linkOffer'] });

/**
 * A page's file: what every page has, its words for search engines (`noindex`: a page they should leave out, and
 * the sitemap does) and its hero, then the page's own sections. `lead` holds parts that come before the hero, as a
 * case study's name and facts do: the editor lists the fields in this order (its search-engine words last).
 */
export const pageSchema =
  (routeNames: readonly string[]) =>
  <S extends ObjectShape, L extends ObjectShape = Record<never, never>>(shape: S, lead?: L) =>
    record({
      ...(lead as L),
      seo: record(
        {
          title: upTo(60, 'as the title in search results, which cut longer ones'),
          description: text(),
          noindex: boolean(),
        },
        'PageSeo',
      ).required(),
      hero: record(
        {
          eyebrow: string(),
          heading: upTo(80, 'as the page’s main heading'),
          tagline: string(),
          text: text(),
          actions: array().of(linkSchema(routeNames)),
          image: optional(imageSchema()),
        },
        'PageHero',
      ).required(),
      ...shape,
    });

/**
 * A page whose hero shows something of its own where a picture would go (the contact page's first steps, a case
 * study's headline figure and chart): the build refuses a picture in its hero, saying `why` and where to put it.
 */
export const noHeroPicture = <T extends AnyObject>(schema: ObjectSchema<T>, why: string) =>
  schema
    .meta({ heroPicture: false })
    .test('hero-without-picture', why, (page: { hero?: { image?: unknown } } | undefined) => !page?.hero?.image);

/** Where a picture's file must be, and of what kind: the build takes PNG and JPG from content/images. */
export const picturePath = /^\.\.\/images\/[a-z0-9-]+\.(png|jpg)$/;

/**
 * A picture: its file, and what it shows in words (read aloud to people who cannot see it). A picture that only
 * decorates says so with `decorative` and has no words, so screen readers pass it by.
 */
export const imageSchema = () =>
  record(
    {
      src: must(picturePath, 'be ../images/<name>.png or .jpg')
        .required()
        .meta({ graphql: 'File @fileByRelativePath' }),
      alt: string().trim(),
      decorative: boolean(),
    },
    'ContentImage',
  ).test('described', function (image?: { alt?: string; decorative?: boolean }) {
    if (!image) return true;
    const { alt, decorative } = image;
    const described = (alt ?? '').trim() !== '';
    if (decorative === true && described) {
      return this.createError({
        message: `${this.path}.alt must be empty for a decorative picture (screen readers skip it): clear it, or untick decorative`,
      });
    }
    if (decorative !== true && !described) {
      return this.createError({
        message: `${this.path}.alt is empty: write what the picture shows (it is read aloud to people who cannot see it), or tick decorative if it only decorates`,
      });
    }
    return true;
  });

/** A lucide icon by name (https://lucide.dev/icons); GraphQL gives its SVG shapes. */
export const iconSchema = () =>
  string()
    .required()
    .test(
      'lucide',
      ({ path, value }: { path: string; value: unknown }) =>
        `${path} must name a lucide icon, e.g. chart-line (https://lucide.dev/icons)${didYouMean(value, iconNames())}`,
      // Run on a missing name too: `required` reports that one.
      (name: string | undefined) => (name === undefined ? true : iconData(name) !== undefined),
    )
    .meta({ graphql: 'Icon @lucide' });

/** A figure and its label; `detail`, a line on what it counts, shows where a page has room for it (About). */
export const statSchema = () => record({ value: text(), label: text(), detail: string().trim() }, 'Stat');
