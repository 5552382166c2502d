/**
 * `npm run check:cache`: a build on a kept cache makes the site a build from nothing makes. Netlify and other hosts
 * keep Gatsby's .cache between builds, and Gatsby runs a page's query again only when something it read changed, so a
 * resolver that read content around Gatsby's back once left a link at a page's old address (gatsby/graphql/schema.ts).
 *
 * It builds content/ in the project's copy (.copy-build, project-copy.ts), then the same content with the privacy
 * notice moved and renamed and another case study featured on that copy's kept cache, then that content again in a
 * copy with no cache
 * (.cold-build, removed after), and compares the two sites file by file. It takes about two minutes, most of them
 * the cold build's pictures, so `npm test` runs only its cheaper half: the editor's build moves the same page on the
 * screenshots' kept cache and checks every link (scripts/check-editor-build.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWithContent, movePage, root } from './project-copy.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-cache-'));
const moved = path.join(work, 'content');
fs.cpSync(path.join(root, 'content'), moved, { recursive: true });
if (!movePage(moved, { name: 'privacy', from: '/privacy/', to: '/privacy-notice/', label: 'Your data' })) {
  console.error('content/routes.json has no page "privacy" at /privacy/ to move.');
  process.exit(1);
}
// The index features another case study in place of its first: cards, menus and the home page change with it.
const index = path.join(moved, 'pages/case-studies.json');
const { featured, ...rest } = JSON.parse(fs.readFileSync(index, 'utf8')) as { featured: string[] };
const unfeatured = fs
  .readdirSync(path.join(moved, 'case-studies'))
  .map((file) => path.basename(file, '.json'))
  .find((name) => !featured.includes(name))!;
fs.writeFileSync(index, JSON.stringify({ ...rest, featured: [unfeatured, ...featured.slice(1)] }));

const cold = path.join(root, '.cold-build');
fs.rmSync(cold, { recursive: true, force: true });
const step = (what: string, build: () => number) => {
  const started = Date.now();
  const status = build();
  console.log(`${what}: ${status === 0 ? 'built' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (status !== 0) process.exit(status);
};
step('content/ (the cache to keep)', () =>
  buildWithContent(path.join(root, 'content'), path.join(work, 'before'), { quiet: true }),
);
step('the page moved, on the kept cache', () => buildWithContent(moved, path.join(work, 'kept'), { quiet: true }));
step('the page moved, from nothing', () =>
  buildWithContent(moved, path.join(work, 'cold'), { quiet: true, copy: cold }),
);
fs.rmSync(cold, { recursive: true, force: true });

/** Every file of a site, by its path in it. */
const filesOf = (site: string) =>
  new Set(
    fs
      .readdirSync(site, { recursive: true, encoding: 'utf8' })
      .filter((file) => fs.statSync(path.join(site, file)).isFile()),
  );

/**
 * What a build may vary without a visitor seeing it: webpack's hashes in file names and its compilation hash (with
 * the policy's hashes of the inline scripts that hold it), and Gatsby's node ids, made from each file's path on disk
 * and so different in another folder. Case studies in a page's data come in node order, hence by id; the page shows
 * them in the order its context gives, which the HTML compares.
 */
function comparable(file: string, text: string): string {
  const plain = text
    .replace(/-[0-9a-f]{20}\.js/g, '-#.js')
    .replace(/(___webpackCompilationHash=|\\?"compilationHash\\?":\\?")"?[0-9a-f]+/g, '$1#')
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-#'")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '#');
  if (!file.endsWith('.json')) return plain;
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, each]) => [key, sorted(each)]))
        : value;
  return JSON.stringify(sorted(JSON.parse(plain)));
}

const [kept, fresh] = ['kept', 'cold'].map((name) => path.join(work, name, 'public')) as [string, string];
const [keptFiles, freshFiles] = [filesOf(kept), filesOf(fresh)];
/** The files a visitor or a host reads by name: pages, their data, the headers, the sitemap and robots.txt. */
const named = (file: string) =>
  /(\.html|page-data\.json|^_headers|^_redirects|^sitemap.*\.xml|^robots\.txt)$/.test(file);
/** A file's name with webpack's hash in it left out. */
const unhashed = (file: string) => file.replace(/-[0-9a-f]{20}(\.js(\.map)?)$/, '-#$1');
const freshUnhashed = new Set([...freshFiles].map(unhashed));
/** What the kept cache's site has and a cold build's has not: its own scripts' names, and what older builds left. */
const keptOnly = [...keptFiles].filter((file) => !freshFiles.has(file));
const keptText = [...keptFiles].filter(named).map((file) => fs.readFileSync(path.join(kept, file), 'utf8'));
const referred = keptOnly.filter((file) => keptText.some((text) => text.includes(`/${file}`)));
const differences = [
  ...[...freshFiles].filter((file) => !keptFiles.has(file) && named(file)).map((file) => `missing: ${file}`),
  ...keptOnly.filter(named).map((file) => `left from an older build: ${file}`),
  // A script of this build under another hash (terser names variables differently on a kept cache) is the same
  // script; one a cold build does not make at all is an older build's, still in use.
  ...referred
    .filter((file) => !freshUnhashed.has(unhashed(file)))
    .map((file) => `an older build's file still referred to: ${file}`),
  ...[...freshFiles]
    .filter((file) => named(file) && keptFiles.has(file))
    .filter((file) => {
      const read = (site: string) => comparable(file, fs.readFileSync(path.join(site, file), 'utf8'));
      return read(kept) !== read(fresh);
    })
    .map((file) => `differs: ${file}`),
];
const left = keptOnly.length - referred.length;
for (const line of differences) console.log(line);
const pages = [...freshFiles].filter(named).length;
console.log(
  differences.length === 0
    ? `The kept cache's site equals the cold build's: ${pages} pages, page data and host files alike, and none of the ${left} files older builds left is referred to.`
    : `${differences.length} differences (the sites are in ${work}).`,
);
if (differences.length === 0) fs.rmSync(work, { recursive: true, force: true });
process.exit(differences.length === 0 ? 0 : 1);
