/**
 * A copy of the project to build with other content (the screenshots' frozen content, the scale benchmark's extra
 * case studies): every file a checkout holds, without what a build or a test run writes, and node_modules linked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const skipped = new Set([
  'node_modules',
  '.cache',
  'public',
  '.git',
  '.visual-build',
  '.editor-build',
  'tests',
  'bench-results',
  'reports',
  'test-results',
  'playwright-report',
]);

/** Copies the project into `to`, replacing what is there except its build cache and output. */
export function copyProject(to) {
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
