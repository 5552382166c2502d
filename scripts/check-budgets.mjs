/**
 * Byte budgets, checked on every page of the production build (deterministic, unlike timings), against budgets.json:
 * - first-load JavaScript, gzipped: what every page loads once it has painted (src/boot), Gatsby's app chunk group
 *   plus the page's template chunk group (webpack.stats.json), plus the contact form's island on the routes whose
 *   form is in the first screen (`formRoutes`), where it loads with the page; budgeted per route name, else by
 *   `default`;
 * - image bytes: for each <picture>, the largest file of its preferred format (AVIF; PNG for a logo, which has only
 *   that), which is the most a browser fetches for it.
 * Islands (src/components/Island) load near the fold with the page, or once the browser is idle after hydrating it;
 * their size is listed, not budgeted.
 * Prints a row per template (its pages' largest figures), so the table keeps its length however many pages there
 * are; exits 1 naming each page and figure over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { builtPages } from './built-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'budgets.json'), 'utf8'));
const routes = JSON.parse(fs.readFileSync(path.join(root, 'content', 'routes.json'), 'utf8'));
const { assetsByChunkName: chunks } = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));

const kb = (bytes) => bytes / 1024;
const gzipped = new Map();
const gzipKb = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, kb(gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length));
  return gzipped.get(file);
};
const sumKb = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);
const scripts = (group) => (chunks[group] ?? []).filter((file) => file.endsWith('.js'));
const html = (page) => fs.readFileSync(path.join(publicDir, page.file), 'utf8');

/** The largest candidate of each <picture>'s first <source>, or of its <img> where it has none (a logo), in KB. */
function imageKb(markup) {
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

const pages = [
  ...builtPages(publicDir).map((page) => {
    // A page is budgeted as its route, or as the route of its template (the contact page's copies opened on an offer).
    const template = /^component---src-templates-(.+)-tsx$/.exec(page.group)?.[1];
    const name = (routes.find((route) => route.path === page.path) ?? routes.find((route) => route.name === template))
      ?.name;
    return {
      ...page,
      form: budgets.formRoutes.includes(name),
      jsBudget: budgets.firstLoadJsKb.routes[name] ?? budgets.firstLoadJsKb.default,
    };
  }),
  {
    path: '/404.html',
    file: '404.html',
    group: 'component---src-pages-404-tsx',
    form: false,
    jsBudget: budgets.firstLoadJsKb.default,
  },
];

const over = [];
/** Per template (and with or without the form): its pages, largest first-load JavaScript and images, islands. */
const rows = new Map();
for (const page of pages) {
  if (!chunks[page.group]) {
    over.push(`${page.path}: no chunk group ${page.group} in webpack.stats.json`);
    continue;
  }
  const first = new Set([
    ...scripts('app'),
    ...scripts(page.group),
    ...(page.form ? scripts('island-contact-form') : []),
  ]);
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

const line = (...cells) =>
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
