import { string } from 'yup';
import { must } from './schemas/parts.ts';
import { didYouMean } from './nearest.ts';
import type { Route } from './routes.ts';

/**
 * Checks that compare one value of the content with another: the pages' names, and the ids of a
 * list's items (each returns one line per problem, without the file's name), and the schemas of an id and of the
 * tab a list shows first, which must name one of its items' ids.
 */

/** An item's id in its list: unique there (duplicateIds, below), and what a tab list's `selected` names. */
export const idSchema = () =>
  must(/^[a-z0-9-]+$/, 'be lower-case words joined by hyphens, e.g. machine-learning').required();

/** Which of its items' tabs a list shows first, by id; left out, the first item's. */
export const tabChoice = () =>
  string().test('an-item', function (value) {
    const ids = ((this.parent as { items?: { id?: unknown }[] }).items ?? []).map((tab) => String(tab.id));
    if (value === undefined || ids.includes(value)) return true;
    return this.createError({
      message: `${this.path} must be the id of one of its items (${ids.join(', ')}), or left out to show the first${didYouMean(value, ids)}`,
    });
  });

/** Pages of content/routes.json (already checked one by one) that share a name: their addresses are in addresses.ts. */
export function routeNameProblems(routes: readonly Route[]): string[] {
  return routes.flatMap((route, at) => {
    if (route.template === 'case-study') return [];
    const sameName = routes.some(
      (other, i) => other.name === route.name && (i < at || (i !== at && other.template === 'case-study')),
    );
    return sameName ? [`[${at}].name "${route.name}" names another page too: each page needs its own name`] : [];
  });
}

/** Every object and list in a file's content, the content itself first, each with where it is ("a.b[2].c"). */
function partsOf(value: unknown, at = ''): { at: string; part: object }[] {
  if (!value || typeof value !== 'object') return [];
  const child = (key: string) => (Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key);
  return [{ at, part: value }, ...Object.entries(value).flatMap(([key, item]) => partsOf(item, child(key)))];
}

/** Items of one list that share an id: the second and later of each, by where they are in the file. */
export function duplicateIds(value: unknown): string[] {
  return partsOf(value).flatMap(({ at, part }) => {
    if (!Array.isArray(part)) return [];
    const seen = new Map<string, number>();
    return part.flatMap((item: unknown, index) => {
      const id = item && typeof item === 'object' && 'id' in item ? item.id : undefined;
      if (typeof id !== 'string') return [];
      const first = seen.get(id);
      if (first === undefined) seen.set(id, index);
      return first === undefined
        ? []
        : [`${at}[${index}].id "${id}" is also the id of ${at}[${first}]: ids in a list must differ`];
    });
  });
}

/** A client's words and who said them, found anywhere in a file: an object with `text` and `organisation`. */
interface Quote {
  text: string;
  name?: unknown;
  role?: unknown;
  organisation: unknown;
}

const isQuote = (part: object): part is Quote =>
  'text' in part && 'organisation' in part && typeof part.text === 'string';

/** Who said a quote, as a reader sees it. */
const attribution = ({ name, role, organisation }: Quote) =>
  [name, role, organisation].filter((part) => typeof part === 'string' && part).join(', ');

/**
 * Quotes with the same words in different places but not the same speaker: one person said them, so every page
 * names them alike. `files` maps each file's name to its content; each problem names the later place.
 */
export function quoteProblems(files: Record<string, unknown>): string[] {
  const seen = new Map<string, { where: string; who: string }>();
  const problems: string[] = [];
  for (const [file, data] of Object.entries(files)) {
    const quotes = partsOf(data).flatMap(({ at, part }) => (isQuote(part) ? [{ at, quote: part }] : []));
    for (const { at, quote } of quotes) {
      const where = `${file}: ${at}`;
      const who = attribution(quote);
      const first = seen.get(quote.text.trim());
      if (!first) seen.set(quote.text.trim(), { where, who });
      else if (first.who !== who) {
        problems.push(
          `${where} quotes the words of ${first.where} but names "${who}" where that names "${first.who}": ` +
            'give a quote the same name, role and organisation everywhere',
        );
      }
    }
  }
  return problems;
}

/**
 * Links with a `topic` that open no form on it: a topic goes on a link to the contact page (route `contact`) and
 * names one of the offers in content/form.json. `files` maps each file's name to its content.
 */
export function topicProblems(files: Record<string, unknown>, offers: readonly string[], contact: string): string[] {
  return Object.entries(files).flatMap(([file, data]) =>
    partsOf(data).flatMap(({ at, part }) => {
      if (!('topic' in part && 'route' in part)) return [];
      const { route, topic } = part;
      if (route !== contact) return [`${file}: ${at}.topic goes only on a link to "${contact}": leave it out`];
      if (offers.includes(String(topic))) return [];
      return [
        `${file}: ${at}.topic must be the id of an offer in content/form.json (${offers.join(', ')})${didYouMean(topic, offers)}`,
      ];
    }),
  );
}
