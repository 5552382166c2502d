/**
 * `npm run build:visual`: the build the screenshot tests photograph. It is made from a frozen copy of the content
 * (tests/visual/content), not from content/, so that a layout change still fails a baseline but an owner's copy
 * edit does not (docs/testing.md, "Screenshots"). The project is built with that content (project-copy.ts) for the
 * same address as `npm test`'s build; the tests serve .visual-build/public.
 *
 *   --freeze   first replace the frozen copy with content/ as it is now: after a change of the content that should
 *              show in the baselines, then record them again (npm run test:update-screenshots)
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildWithContent, root } from './project-copy.ts';

const frozen = path.join(root, 'tests/visual/content');
const out = path.join(root, '.visual-build');

if (process.argv.includes('--freeze')) {
  fs.rmSync(frozen, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'content'), frozen, { recursive: true });
  console.log('tests/visual/content is now a copy of content/.');
}

process.exit(buildWithContent(frozen, out));
