/**
 * Byte budgets, checked on every page of the production build (deterministic, unlike timings), against budgets.json:
 * - first-load JavaScript, gzipped: what every page loads once it has painted (src/boot), Gatsby's app chunk group
 *   plus the page's template chunk group (webpack.stats.json), plus the contact form's island on the routes whose
 *   form is in the first screen (`formRoutes`), where it loads with the page; budgeted per route name, else by
 *   `default`;
 * - image bytes: for each <picture>, the largest file of its preferred format (AVIF; PNG for a logo, which has only
 *   that), which is the most a browser fetches for it.
 * Other islands (src/components/Island) load as the visitor nears them; their size is listed, not budgeted.
 * tests/e2e/first-load.spec.ts checks the same budgets on what a phone really loads before the visitor scrolls.
 * Prints a row per template (its pages' largest figures), so the table keeps its length however many pages there
 * are; exits 1 naming each page and figure over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { firstLoadScripts, readChunks, scriptsOf } from '../gatsby/built/build.ts';
import { gzipBytes } from '../gatsby/built/gzip.ts';
import { templatePages, type PageFile } from '../gatsby/built/page-files.ts';
import { readBudgets, siteContent } from './project-json.ts';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const budgets = readBudgets(root);
const routes = siteContent(root).routes;
const build = { chunks: readChunks(publicDir) };

const kb = (bytes: number) => bytes / 1024;
const sumKb = (files: Iterable<string>) => kb(gzipBytes(publicDir, files));
const scripts = (group: string) => scriptsOf(build, group);
const html = (page: PageFile) => fs.readFileSync(path.join(publicDir, page.file), 'utf8');

/** The largest candidate of each <picture>'s first <source>, or of its <img> where it has none (a logo), in KB. */
function imageKb(markup: string): number {
  const pictures = markup.match(/<picture[^>]*>[\s\S]*?<\/picture>/g) ?? [];
  return pictures.reduce((sum, picture) => {
    const srcset = /<(?:source|img)[^>]*srcSet="([^"]+)"/i.exec(picture)?.[1] ?? '';
    const files = srcset
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean);
    const sizes = files.map((file) => fs.statSync(path.join(publicDir, decodeURI(file))).size);
    return sum + kb(Math.max(0, ...sizes));
  }, 0);
}

const pages = templatePages(publicDir).map((page) => {
  // A page is budgeted as its route, or as the route of its template (the contact page's copies opened on an offer).
  const template = /^component---src-templates-(.+)-tsx$/.exec(page.group)?.[1];
  const name = (routes.find((route) => route.path === page.path) ?? routes.find((route) => route.name === template))
    ?.name;
  return {
    ...page,
    form: name !== undefined && budgets.formRoutes.includes(name),
    jsBudget: (name === undefined ? undefined : budgets.firstLoadJsKb.routes[name]) ?? budgets.firstLoadJsKb.default,
  };
});

const over: string[] = [];
/** Per template (and with or without the form): its pages, largest first-load JavaScript and images, islands. */
const rows = new Map<
  string,
  { first: string; pages: number; js: number; jsBudget: number; images: number; islands: Set<string> }
>();
for (const page of pages) {
  if (!build.chunks[page.group]) {
    over.push(`${page.path}: no chunk group ${page.group} in webpack.stats.json`);
    continue;
  }
  const first = new Set([...firstLoadScripts(build, page.group), ...(page.form ? scripts('island-contact-form') : [])]);
  const js = sumKb(first);
  const { jsBudget } = page;
  const markup = html(page);
  const images = imageKb(markup);
  const islands = [...new Set([...markup.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1]))]
    .filter((name) => !(page.form && name === 'contact-form'))
    .map((name) => `${name} ${sumKb(scripts(`island-${name}`).filter((file) => !first.has(file))).toFixed(1)}`);
  if (js > jsBudget)
    over.push(`${page.path}: first-load JavaScript ${js.toFixed(1)} KB gzipped, budget ${jsBudget} KB`);
  if (images > budgets.imageKb) over.push(`${page.path}: images ${images.toFixed(1)} KB, budget ${budgets.imageKb} KB`);
  const key = `${page.group} ${jsBudget}`;
  const row = rows.get(key) ?? { first: page.path, pages: 0, js, jsBudget, images: 0, islands: new Set() };
  row.pages += 1;
  row.images = Math.max(row.images, images);
  islands.forEach((island) => row.islands.add(island));
  rows.set(key, row);
}

const line = (...cells: [string, ...(string | number)[]]) =>
  console.log(
    cells[0].padEnd(44) +
      cells
        .slice(1)
        .map((cell) => String(cell).padStart(15))
        .join(''),
  );
line(
  'template (first page)',
  'pages',
  'first-load JS',
  'JS budget',
  'images (max)',
  'img budget',
  '  islands (loaded later)',
);
for (const row of rows.values()) {
  line(
    row.first,
    row.pages,
    row.js.toFixed(1),
    row.jsBudget,
    row.images.toFixed(1),
    budgets.imageKb,
    `  ${[...row.islands].join(', ')}`,
  );
}
if (over.length > 0) {
  console.error(`\nOver budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nEvery page (${pages.length}) is within its byte budgets.`);
