/**
 * `npm run test:editor-build`, the slower half of the editor's browser test (tests/e2e/admin.spec.ts): that test
 * saves a new phone number and a new case study in the editor, and leaves the saved content and what it expects in
 * test-results/editor-save/. This builds the project with that content into .editor-build/ (project-copy.mjs) and
 * checks that the site shows the edits: the case study has its page, with its picture, and is in the case-study
 * index, and the footer gives the new number. `npm test` runs it after the browser tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildWithContent, root } from './project-copy.mjs';

const saved = path.join(root, 'test-results/editor-save');
const out = path.join(root, '.editor-build');
if (!fs.existsSync(path.join(saved, 'expected.json'))) {
  console.error('No saved content in test-results/editor-save/: run the editor test first (tests/e2e/admin.spec.ts).');
  process.exit(1);
}
/** @type {{ study: { path: string, picture: string }, phone: string, tel: string }} */
const expected = JSON.parse(fs.readFileSync(path.join(saved, 'expected.json'), 'utf8'));

const status = buildWithContent(path.join(saved, 'content'), out, { quiet: true });
if (status !== 0) process.exit(status);

const page = (pagePath) => {
  const file = path.join(out, 'public', pagePath, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};
const studyPage = page(expected.study.path);
const checks = [
  [`${expected.study.path} is built`, studyPage.length > 0],
  [`it shows the picture ${expected.study.picture}`, studyPage.includes(expected.study.picture)],
  [`the index /case-studies/ links to it`, page('/case-studies/').includes(`href="${expected.study.path}"`)],
  [
    `the footer gives ${expected.phone}`,
    page('/').includes(`href="${expected.tel}"`) && page('/').includes(expected.phone),
  ],
];
for (const [what, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${what}`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
