/**
 * Byte budgets, checked on the production build (deterministic, unlike timings): each route's first-load
 * JavaScript, gzipped, must stay within budgets.json. First load = Gatsby's app chunk group plus the route's
 * template chunk group, as webpack.stats.json lists them. Prints a table; exits 1 naming each route over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'budgets.json'), 'utf8'));
const routes = JSON.parse(fs.readFileSync(path.join(root, 'content', 'routes.json'), 'utf8'));
const { assetsByChunkName: chunks } = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));

const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length / 1024;
const scripts = (group) => (chunks[group] ?? []).filter((file) => file.endsWith('.js'));

const pages = [
  ...routes.map((route) => ({ path: route.path, group: `component---src-templates-${route.template}-tsx`, form: budgets.formRoutes.includes(route.name) })),
  { path: '/404.html', group: 'component---src-pages-404-tsx', form: false },
];

const over = [];
console.log('route                            first-load JS (KB gzip)   budget');
for (const page of pages) {
  if (!chunks[page.group]) {
    over.push(`${page.path}: no chunk group ${page.group} in webpack.stats.json`);
    continue;
  }
  const files = new Set([...scripts('app'), ...scripts(page.group)]);
  const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  const budget = page.form ? budgets.firstLoadJsKb.withForm : budgets.firstLoadJsKb.withoutForm;
  console.log(`${page.path.padEnd(33)}${kb.toFixed(1).padStart(10)}${String(budget).padStart(22)}`);
  if (kb > budget) over.push(`${page.path}: first-load JavaScript ${kb.toFixed(1)} KB gzipped, budget ${budget} KB`);
}
if (over.length > 0) {
  console.error(`\nOver budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
