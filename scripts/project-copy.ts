/**
 * A copy of the project to build with other content (the screenshots' frozen content, the content the editor test
 * saved, the scale benchmark's extra case studies): every file a checkout holds, without what a build or a test run
 * writes, and node_modules linked.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

const skipped = new Set([
  'node_modules',
  '.cache',
  'public',
  '.git',
  '.copy-build',
  '.visual-build',
  '.editor-build',
  '.cold-build',
  'tests',
  'bench-results',
  'reports',
  'test-results',
  'playwright-report',
  '.wrangler',
]);

/** Copies the project into `to`, replacing what is there except its build cache and output. */
export function copyProject(to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(to)) {
    if (entry !== '.cache' && entry !== 'public') fs.rmSync(path.join(to, entry), { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(root)) {
    if (skipped.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(to, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

/**
 * Builds the project with the content in `content` for the address `npm test` builds for, and puts the site in
 * `into`/public, replacing that folder and nothing else. Every such build is made in the one copy .copy-build/, which
 * keeps its build cache: Gatsby keys its image jobs by the folder they run in, so each build after the first of a run
 * (the site's, then the screenshots' and the editor's content) resizes only the pictures no build before it did, in
 * seconds instead of minutes; `copy` names another copy, with a cache of its own. Returns the build's exit status.
 */
export function buildWithContent(
  content: string,
  into: string,
  { quiet = false, copy = path.join(root, '.copy-build') } = {},
): number {
  copyProject(copy);
  fs.rmSync(path.join(copy, 'content'), { recursive: true, force: true });
  fs.cpSync(content, path.join(copy, 'content'), { recursive: true });
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: copy,
    env: { ...process.env, SITE_URL: 'http://127.0.0.1:9000', GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  if (build.status !== 0) return build.status ?? 1;
  // Only the site's folder is replaced: `into` may be the project itself (scripts/build-tested.ts).
  fs.rmSync(path.join(into, 'public'), { recursive: true, force: true });
  fs.cpSync(path.join(copy, 'public'), path.join(into, 'public'), { recursive: true });
  return 0;
}

/** A page moved to another address and renamed in a copy of the content, as an owner may do in routes.json. */
export interface Move {
  name: string;
  from: string;
  to: string;
  label: string;
}

/** Moves the page in the content at `content`; false if routes.json has no such page at `from`. */
export function movePage(content: string, { name, from, to, label }: Move): boolean {
  const file = path.join(content, 'routes.json');
  const routes = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; path: string; label: string }[];
  const page = routes.find((route) => route.name === name && route.path === from);
  if (!page) return false;
  Object.assign(page, { path: to, label });
  fs.writeFileSync(file, `${JSON.stringify(routes, null, 2)}\n`);
  return true;
}
