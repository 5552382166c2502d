/**
 * `npm run test:editor-build`, the slower half of the editor's browser test (tests/e2e/admin.spec.ts): that test
 * saves a new phone number and a new case study in the editor, makes an owner's mistakes that build on top
 * (tests/fixtures/owner-mistakes/harmless.ts), and leaves the content and what it expects in test-results/editor-save/.
 * This moves the privacy notice to another address and renames it in content/routes.json, as an owner may, then
 * builds the project with that content into .editor-build/ (project-copy.ts). That build runs on the cache the
 * screenshots' build left, with the old address, as a host that keeps .cache builds, so its checks are also that a
 * kept cache gives the site a cold one would: the case study has its page, with its picture, and is in the
 * case-study index; the footer gives the new number; the notice is at its new address under its new name, nothing
 * is left at the old one and no page links there (the contact form's link once kept it). Then it runs the browser
 * tests of tests/owner-edits/ on the build: each page the mistakes touch still works. `npm test` runs it after the
 * browser tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { object, string } from 'yup';
import { readJson } from '../gatsby/built/json.ts';
import { buildWithContent, movePage, root } from './project-copy.ts';

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

// The saved content stays as the editor test left it: the page is moved in a copy.
const content = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-content-'));
fs.cpSync(path.join(saved, 'content'), content, { recursive: true });
const moved = { name: 'privacy', from: '/privacy/', to: '/privacy-notice/', label: 'Your data and privacy' };
if (!movePage(content, moved)) {
  console.error(`content/routes.json has no page "${moved.name}" at ${moved.from} to move.`);
  process.exit(1);
}

const status = buildWithContent(content, out, { quiet: true });
fs.rmSync(content, { recursive: true, force: true });
if (status !== 0) process.exit(status);

const page = (pagePath: string) => {
  const file = path.join(out, 'public', pagePath, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};
const linkingToOld = fs
  .readdirSync(path.join(out, 'public'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && fs.statSync(path.join(out, 'public', file)).isFile())
  .filter((file) => fs.readFileSync(path.join(out, 'public', file), 'utf8').includes(`href="${moved.from}"`));
const studyPage = page(expected.study.path);
const checks: [string, boolean][] = [
  [`${expected.study.path} is built`, studyPage.length > 0],
  [`it shows the picture ${expected.study.picture}`, studyPage.includes(expected.study.picture)],
  [`the index /case-studies/ links to it`, page('/case-studies/').includes(`href="${expected.study.path}"`)],
  [
    `the footer gives ${expected.phone}`,
    page('/').includes(`href="${expected.tel}"`) && page('/').includes(expected.phone),
  ],
  [
    `the privacy notice is at ${moved.to}, and nothing is left at ${moved.from}`,
    page(moved.to) !== '' && page(moved.from) === '',
  ],
  [`the footer names it "${moved.label}"`, new RegExp(`href="${moved.to}"[^>]*>${moved.label}<`).test(page('/'))],
  // The contact form's link once kept the old address on a kept cache.
  [`no page links to ${moved.from}: ${linkingToOld.join(', ') || 'none'}`, linkingToOld.length === 0],
];
for (const [what, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${what}`);
if (!checks.every(([, ok]) => ok)) process.exit(1);

const browser = spawnSync('npx', ['playwright', 'test', 'owner-edits/'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_OWNER_EDITS: '1' },
});
process.exit(browser.status ?? 1);
