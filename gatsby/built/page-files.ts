/**
 * The build's pages, as the steps after the build (gatsby-node.ts's onPostBuild) and the scripts that check and
 * measure the build (scripts/check-budgets.ts, scripts/bench.ts) read them from public/. Node runs those scripts as
 * they are: this file imports node: builtins, yup and its own folder's files only, each by its full name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { array, object, string, type InferType } from 'yup';
import { readJson } from './json.ts';

/** A page of the build: its file, relative to publicDir, and the path it is served at. */
export interface PageFile {
  file: string;
  path: string;
}

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

/** The build's pages, in order of path. */
export function pageFiles(publicDir: string): PageFile[] {
  return filesUnder(publicDir)
    .filter(isPage)
    .map((file) => ({ file, path: servedAt(file) }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}

const pageDataSchema = object({
  componentChunkName: string().required(),
  staticQueryHashes: array(string().required()).required(),
});

/** What Gatsby's page data says of a page: its template's chunk group, and the static queries it uses. */
export type PageData = InferType<typeof pageDataSchema>;

/** The page data of the page served at `servedAt`, from the site's root: "/" in index, "/404.html" in 404.html. */
export const pageDataPath = (servedAt: string) =>
  `/page-data/${servedAt === '/' ? 'index' : servedAt.replace(/^\/|\/$/g, '')}/page-data.json`;

export const readPageData = (publicDir: string, servedAt: string): PageData =>
  readJson(path.join(publicDir, pageDataPath(servedAt)), pageDataSchema);

/**
 * The build's pages, each with its template's chunk group: what the byte budgets and the benchmark go by. An HTML
 * file Gatsby did not make (one copied from static/, such as a search engine's verification file) has no page data
 * and is left out.
 */
export const templatePages = (publicDir: string): (PageFile & { group: string })[] =>
  pageFiles(publicDir).flatMap((page) =>
    fs.existsSync(path.join(publicDir, pageDataPath(page.path)))
      ? [{ ...page, group: readPageData(publicDir, page.path).componentChunkName }]
      : [],
  );
