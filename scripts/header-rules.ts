/**
 * The rules of a _headers file and the headers they give a path, as Cloudflare Pages applies them: every rule whose
 * pattern matches adds its headers, in file order; a header set by two rules gets both values, comma-separated; a
 * `! Name` line takes away what the rules before it set. scripts/serve.ts serves the build with them.
 */

/** A _headers path pattern as a regular expression: `*` matches anything (a splat), `:name` one path segment. */
function pathPattern(pattern: string): RegExp {
  const segment = (part: string) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  const source = pattern
    .split('*')
    .map((piece) => piece.split('/').map(segment).join('/'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** A rule of a _headers file: its path pattern, and its header lines, a null value for `! Name`. */
export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string | null][];
}

/**
 * The rules of a _headers file: an unindented path line, then indented `Name: value` lines, or `! Name` lines that
 * take away the value earlier rules gave that header (Cloudflare Pages' detach; a null value here); `#` comments.
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: pathPattern(trimmed), headers: [] });
    } else if (rules.length > 0 && trimmed.startsWith('!')) {
      rules.at(-1)?.headers.push([trimmed.slice(1).trim(), null]);
    } else if (rules.length > 0 && trimmed.includes(':')) {
      const colon = trimmed.indexOf(':');
      rules.at(-1)?.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * The headers every rule matching the path adds, in file order; a name set twice gets both values, and a `! Name`
 * line drops what the rules before it set.
 */
export function headersFor(urlPath: string, rules: readonly HeaderRule[]): Record<string, string> {
  const headers = new Map<string, [string, string]>();
  for (const rule of rules.filter(({ pattern }) => pattern.test(urlPath))) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (value === null) {
        headers.delete(key);
        continue;
      }
      const before = headers.get(key);
      headers.set(key, before ? [before[0], `${before[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(headers.values());
}
