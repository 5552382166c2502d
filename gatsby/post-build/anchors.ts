import fs from 'node:fs';
import path from 'node:path';
import type { Build } from '../built/build.ts';
import { didYouMean } from '../content/nearest.ts';
import type { Content } from '../content/read.ts';

/**
 * Links to a part of a page (`/about/#team`, `#case-studies`) whose page has no part by that id, read from the
 * built pages, since only the build knows every id a page renders. A link's `hash` in the content is the usual
 * cause, so each problem names the content files that write that hash, or else the page the link is on.
 */
export function brokenAnchors(build: Pick<Build, 'publicDir' | 'pages'>, files: Content['files']): string[] {
  const ids = new Map<string, Set<string>>();
  const links = new Map<string, string>();
  for (const page of build.pages) {
    const html = fs.readFileSync(path.join(build.publicDir, page.file), 'utf8');
    ids.set(page.path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)));
    for (const [, to, hash] of html.matchAll(/\shref="(\/[^"#]*|)#([^"]+)"/g)) {
      const link = `${to || page.path}#${hash}`;
      if (!links.has(link)) links.set(link, page.path);
    }
  }
  const problems: string[] = [];
  for (const [link, from] of links) {
    const [target = '', hash = ''] = link.split('#');
    const known = ids.get(target);
    if (!known || known.has(decodeURIComponent(hash))) continue;
    const sections = [...known].filter((id) => /^[a-z][a-z0-9-]*$/.test(id));
    const where = filesWriting(files, hash);
    const fix = `no part of ${target} has the id "${hash}"${didYouMean(hash, sections) || `: its parts are ${sections.slice(0, 12).join(', ')}`}`;
    if (where.length === 0) problems.push(`the page ${from} links to ${link}, but ${fix}`);
    for (const file of where) problems.push(`${file}: the link to ${link} goes nowhere: ${fix}`);
  }
  return problems;
}

/**
 * The parts of each page a link may open it at, by id: its sections and articles (a person on About), as the build
 * rendered them; what the editor offers a link's `hash` from.
 */
export function pageParts(build: Pick<Build, 'publicDir' | 'pages'>): Map<string, string[]> {
  return new Map(
    build.pages.map((page) => {
      const html = fs.readFileSync(path.join(build.publicDir, page.file), 'utf8');
      return [
        page.path,
        [...html.matchAll(/<(?:section|article)\s[^>]*\bid="([a-z][a-z0-9-]*)"/g)].map((match) => match[1]!),
      ];
    }),
  );
}

/** The content files (as content/<path>) that give a link the hash `hash`. */
function filesWriting(files: Content['files'], hash: string): string[] {
  const writes = (value: unknown): boolean =>
    Array.isArray(value)
      ? value.some(writes)
      : typeof value === 'object' && value !== null
        ? ('hash' in value && value.hash === hash) || Object.values(value).some(writes)
        : false;
  return [...files].flatMap(([file, data]) => (writes(data) ? [`content/${file}`] : []));
}
