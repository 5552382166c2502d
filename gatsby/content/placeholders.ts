import type { SchemaDescription, SchemaFieldDescription } from 'yup';
import { didYouMean } from './nearest.ts';

/** The company's facts from content/site.json, which the site fills into every text (GraphQL's `@facts`). */
const facts = ['founder', 'company', 'email'];

interface Described extends SchemaDescription {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription;
  /** `fills`: the names the site fills in this text besides the facts (`{page}` in a link's words, say); `must`: the
   * words of a pattern the text is written to (`must` in schemas/parts.ts), which says what braces it may hold. */
  meta?: { fills?: string[]; must?: string };
}

/** Names as the owner reads them in a message: {a}, {b} and {c}. */
const named = (names: readonly string[]) => new Intl.ListFormat('en-GB').format(names.map((name) => `{${name}}`));

/** Each `{name}` in a text that the site does not fill in there. */
function textProblems(text: string, at: string, fills: string[] = []): string[] {
  const known = [...facts, ...fills];
  const used = [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!);
  return [...new Set(used.filter((name) => !known.includes(name)))].map(
    (name) =>
      `${at} has {${name}}, which the site does not fill in here and would show as typed: it fills in ${named(known)}${didYouMean(name, known)}`,
  );
}

/**
 * Every text of `value` whose `{placeholders}` the site would not fill in, walked with its schema's description
 * (`schema.describe()`), each named by its path in the file. A text written to a pattern, and a part of the wrong
 * shape, are left to the schema's own checks, which report them.
 */
export function placeholderProblems(field: SchemaFieldDescription, value: unknown, at = ''): string[] {
  const schema = field as Described;
  if (schema.type === 'string')
    return typeof value === 'string' && !schema.meta?.must ? textProblems(value, at, schema.meta?.fills) : [];
  if (schema.type === 'array' && schema.innerType && Array.isArray(value))
    return value.flatMap((item, index) => placeholderProblems(schema.innerType!, item, `${at}[${index}]`));
  if (schema.type !== 'object' || !schema.fields || !value || typeof value !== 'object') return [];
  return Object.entries(schema.fields).flatMap(([key, inner]) =>
    placeholderProblems(inner, (value as Record<string, unknown>)[key], at ? `${at}.${key}` : key),
  );
}
