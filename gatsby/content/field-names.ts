/**
 * A field as the owner sees it in the editor: its label, made from its key, and its place in a list. The editor's
 * fields (gatsby/editor/fields.ts) and the build's messages (validate.ts) both name fields this way, never by the
 * key path the code uses.
 */

/** "streetAddress" → "Street address", "cta" → "Call to action". */
export function labelFor(key: string): string {
  const words: Record<string, string> = {
    alt: 'what the picture shows (read aloud to people who cannot see it)',
    decorative: 'decorative only (no words: screen readers pass it by)',
    cta: 'call to action',
    faq: 'FAQ',
    noindex: 'hide from search engines',
    seo: 'search engines',
    src: 'picture',
    ui: 'interface words',
  };
  const text = words[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The editor's label of each file that is one list, and so of the list: a message names its items under it. */
export const listLabels: Readonly<Record<string, string>> = { 'routes.json': 'Pages and their addresses' };

/** 1 → "1st", 2 → "2nd", 12 → "12th", 23 → "23rd". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * A key path as the owner finds the field: "technologies.items[1].id" → "Technologies › Items › 2nd › Id", each key by
 * its label in the editor and each list item by its place, counted from one. In a file that is one list (routes.json)
 * a path starts at an item, "[11].path": the editor shows that list under `list`, its label.
 */
export function fieldName(path: string, list?: string): string {
  const names = path
    .split(/\.|(?=\[)/)
    .filter(Boolean)
    .map((part) => {
      const index = /^\[(\d+)\]$/.exec(part)?.[1];
      // A label's words in brackets explain the field in the editor; the name is enough here.
      return index === undefined ? labelFor(part).replace(/ \(.*\)$/, '') : ordinal(Number(index) + 1);
    });
  return (list && path.startsWith('[') ? [list, ...names] : names).join(' › ');
}

/** A key path written in a message ("offers[1].id", "[11].path"), not a file name ("routes.json") or "e.g.". */
const keyPath = /(?<=^|\s)((?:[a-z][A-Za-z0-9]+|\[\d+\])(?:\.[A-Za-z][A-Za-z0-9]*|\[\d+\])+)(?=[\s:,;)]|$)/g;
// A file's extension or a web address's ending, never the last key of a path.
const fileName = /\.(json|tsx?|jsx?|png|jpe?g|svg|webp|avif|gif|md|txt|html?|css|com|org|net|uk|io|dev|co)$/;

/** A message with every key path in it named as the owner finds the field (`fieldName`). */
export const withFieldNames = (message: string, list?: string) =>
  message.replace(keyPath, (found: string) => (fileName.test(found) ? found : fieldName(found, list)));
