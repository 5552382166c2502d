import fs from 'node:fs';
import path from 'node:path';

/** Every file under dir, as paths relative to it with forward slashes. */
function filesUnder(dir: string, relative = ''): string[] {
  return fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const file = relative ? `${relative}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, file) : [file];
  });
}

/**
 * The pages in the build: HTML outside Gatsby's own folders (_gatsby, ~partytown, page-data) and the editor's
 * (admin, which an earlier build leaves until this one replaces it), by served path.
 */
function isPage(file: string) {
  return file.endsWith('.html') && !/^(_|~|page-data\/|admin\/)/.test(file);
}
const servedAt = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;

/** The build's pages: each file, relative to publicDir, and the path it is served at, in order of path. */
export function pageFiles(publicDir: string): { file: string; path: string }[] {
  return filesUnder(publicDir)
    .filter(isPage)
    .map((file) => ({ file, path: servedAt(file) }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}
