/**
 * Byte budgets, checked on the production build (deterministic, unlike timings), against budgets.json:
 * - first-load JavaScript per route, gzipped: what every page loads once it has painted (gatsby/boot-script.js),
 *   Gatsby's app chunk group plus the route's template chunk group (webpack.stats.json), plus the contact form's
 *   island on routes with the form, whose visitors come for it;
 * - image bytes per route: for each <picture>, the largest file of its preferred format (AVIF), which is
 *   the most a browser fetches for it.
 * Islands (src/components/Island) load near the fold with the page, or once the browser is idle after hydrating it;
 * their size is listed, not budgeted.
 * Prints a table; exits 1 naming each route and figure over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'budgets.json'), 'utf8'));
const routes = JSON.parse(fs.readFileSync(path.join(root, 'content', 'routes.json'), 'utf8'));
/** Every page the build made (public/page-data/*): its path and its template's chunk group. */
const built = fs
  .readdirSync(path.join(publicDir, 'page-data'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['sq', '404', '404.html'].includes(entry.name))
  .map((entry) => JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', entry.name, 'page-data.json'), 'utf8')));
const { assetsByChunkName: chunks } = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));

const kb = (bytes) => bytes / 1024;
const gzipKb = (file) => kb(gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length);
const sumKb = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);
const scripts = (group) => (chunks[group] ?? []).filter((file) => file.endsWith('.js'));
const html = (page) => fs.readFileSync(path.join(publicDir, page.file), 'utf8');

/** The largest candidate of each <picture>'s first <source>, in KB. */
function imageKb(markup) {
  const pictures = markup.match(/<picture[^>]*>[\s\S]*?<\/picture>/g) ?? [];
  return pictures.reduce((sum, picture) => {
    const srcset = /<source[^>]*srcSet="([^"]+)"/i.exec(picture)?.[1] ?? '';
    const files = srcset
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter(Boolean);
    const sizes = files.map((file) => fs.statSync(path.join(publicDir, decodeURI(file))).size);
    return sum + kb(Math.max(0, ...sizes));
  }, 0);
}

const pages = [
  ...built.map((page) => ({
    path: page.path,
    file: path.join(page.path, 'index.html'),
    group: page.componentChunkName,
    form: routes.some((route) => route.path === page.path && budgets.formRoutes.includes(route.name)),
  })),
  { path: '/404.html', file: '404.html', group: 'component---src-pages-404-tsx', form: false },
];

const over = [];
const row = (...cells) =>
  console.log(
    cells[0].padEnd(30) +
      cells
        .slice(1)
        .map((cell) => String(cell).padStart(13))
        .join(''),
  );
row('route', 'first-load JS', 'JS budget', 'images', 'img budget', '  islands (loaded later)');
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
  const jsBudget = page.form ? budgets.firstLoadJsKb.withForm : budgets.firstLoadJsKb.withoutForm;
  const markup = html(page);
  const images = imageKb(markup);
  const islands = [...new Set([...markup.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1]))]
    .filter((name) => !(page.form && name === 'contact-form'))
    .map((name) => `${name} ${sumKb(scripts(`island-${name}`).filter((file) => !first.has(file))).toFixed(1)}`);
  row(page.path, js.toFixed(1), jsBudget, images.toFixed(1), budgets.imageKb, `  ${islands.join(', ')}`);
  if (js > jsBudget)
    over.push(`${page.path}: first-load JavaScript ${js.toFixed(1)} KB gzipped, budget ${jsBudget} KB`);
  if (images > budgets.imageKb) over.push(`${page.path}: images ${images.toFixed(1)} KB, budget ${budgets.imageKb} KB`);
}
if (over.length > 0) {
  console.error(`\nOver budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery route is within its byte budgets.');
