/**
 * `npm run test:editor-build`, the slower half of the editor's browser test (tests/e2e/admin.spec.ts): that test
 * saves a new phone number and a new case study in the editor, makes an owner's mistakes that build on top
 * (tests/fixtures/owner-mistakes/harmless.ts), and leaves the content and what it expects in test-results/editor-save/.
 * This builds the project with that content into .editor-build/ (project-copy.ts), checks that the site shows the
 * edits (the case study has its page, with its picture, and is in the case-study index; the footer gives the new
 * number), then runs the browser tests of tests/owner-edits/ on it: each page the mistakes touch still works.
 * `npm test` runs it after the browser tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { object, string } from 'yup';
import { readJson } from '../gatsby/built/json.ts';
import { buildWithContent, root } from './project-copy.ts';

const saved = path.join(root, 'test-results/editor-save');
const out = path.join(root, '.editor-build');
if (!fs.existsSync(path.join(saved, 'expected.json'))) {
  console.error('No saved content in test-results/editor-save/: run the editor test first (tests/e2e/admin.spec.ts).');
  process.exit(1);
}
const expected = readJson(
  path.join(saved, 'expected.json'),
  object({
    study: object({ path: string().required(), picture: string().required() }).required(),
    phone: string().required(),
    tel: string().required(),
  }),
);

const status = buildWithContent(path.join(saved, 'content'), out, { quiet: true });
if (status !== 0) process.exit(status);

const page = (pagePath: string) => {
  const file = path.join(out, 'public', pagePath, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};
const studyPage = page(expected.study.path);
const checks: [string, boolean][] = [
  [`${expected.study.path} is built`, studyPage.length > 0],
  [`it shows the picture ${expected.study.picture}`, studyPage.includes(expected.study.picture)],
  [`the index /case-studies/ links to it`, page('/case-studies/').includes(`href="${expected.study.path}"`)],
  [
    `the footer gives ${expected.phone}`,
    page('/').includes(`href="${expected.tel}"`) && page('/').includes(expected.phone),
  ],
];
for (const [what, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${what}`);
if (!checks.every(([, ok]) => ok)) process.exit(1);

const browser = spawnSync('npx', ['playwright', 'test', 'owner-edits/'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_OWNER_EDITS: '1' },
});
process.exit(browser.status ?? 1);
