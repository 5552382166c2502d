/**
 * `npm run bench:scale`: what the site costs as the case studies grow. For each size N (default 0, 100 and 500) it
 * copies the project without its build (node_modules linked), adds N case studies made from the real ones to the
 * copy's content/case-studies, builds the copy from a cold cache, and measures the output: pages, build seconds and
 * seconds per added page, the rules and the longest line of _headers, a case page's HTML and first-load JavaScript,
 * and the build's peak memory (all its processes). It checks that a case study added last has its page, is in the
 * index and its filters, on its service's page and in the sitemap; and the budgets below, exiting 1 naming any missed.
 *
 *   --sizes 0,100,500   the numbers of case studies to add (the first is the baseline)
 *   --out FILE          where the JSON goes (default bench-results/scale.json)
 *
 * Budgets: _headers within Cloudflare Pages' limits (100 rules, 2,000 characters a line) at every size; a case page's
 * first-load JavaScript the same at every size; build time linear: processor seconds per added page at the largest
 * size no more than 1.2 × that at the middle one, or, where that figure is within the noise (±10 s a build, spread
 * over the pages added), no more than the noise. A build takes minutes: this is a benchmark, not a test. Needs GNU
 * time (/usr/bin/time, Debian's `time`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoadScripts, readChunks } from '../gatsby/built/build.ts';
import { gzipBytes } from '../gatsby/built/gzip.ts';
import { addCaseStudies, type Newest } from './bench/scale-studies.ts';
import { pageFiles } from '../gatsby/built/page-files.ts';
import { copyProject, root } from './project-copy.ts';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: '0,100,500' },
    out: { type: 'string', default: 'bench-results/scale.json' },
  },
});
const sizes = options.sizes.split(',').map(Number);
if (sizes.length < 2 || sizes.some((n) => !Number.isInteger(n) || n < 0)) {
  console.error('--sizes takes two or more whole numbers, e.g. 0,100,500');
  process.exit(1);
}
const limits = { rules: 100, lineLength: 2000 };
const linearity = 1.2;
/** How far a build's processor time moves from run to run on the same input, in seconds. */
const noiseCpuSeconds = 10;
const caseStudy = 'onsite-energy';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Runs the copy's build; resolves with its wall time, the processor time of all its processes (steadier than the
 * wall time on a shared machine, so the growth is judged by it) and the peak memory of all of them together.
 */
function build(dir: string): Promise<{ seconds: number; cpuSeconds: number; peakMb: number }> {
  const timeFile = path.join(dir, 'time.txt');
  return new Promise((resolve, reject) => {
    const child = spawn(
      '/usr/bin/time',
      ['-f', '%e %U %S', '-o', timeFile, process.execPath, path.join(root, 'node_modules/gatsby/cli.js'), 'build'],
      {
        cwd: dir,
        env: { ...process.env, SITE_URL: 'http://127.0.0.1:9000', GATSBY_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    let peakKb = 0;
    const poll = setInterval(() => {
      const ps = spawn('ps', ['-o', 'rss=', '-g', String(child.pid)]);
      let out = '';
      ps.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      ps.on('close', () => {
        const kb = out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
        peakKb = Math.max(peakKb, kb);
      });
    }, 250);
    child.on('close', (code) => {
      clearInterval(poll);
      if (code !== 0) {
        reject(new Error(`gatsby build failed in ${dir}:\n${errors.slice(-3000)}`));
        return;
      }
      const lastLine = fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1) ?? '';
      const [wall = NaN, user = NaN, system = NaN] = lastLine.split(' ').map(Number);
      resolve({ seconds: wall, cpuSeconds: +(user + system).toFixed(1), peakMb: Math.round(peakKb / 1024) });
    });
  });
}

/** What the build in dir/public holds, and whether the newest case study is everywhere it should be. */
function measure(dir: string, newest: Newest | null) {
  const publicDir = path.join(dir, 'public');
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');
  const headers = read('_headers').split('\n');
  const pages = pageFiles(publicDir).length;
  const chunks = readChunks(publicDir);
  const js = gzipBytes(publicDir, firstLoadScripts({ chunks }, 'component---src-templates-case-study-tsx'));
  const missing: string[] = [];
  if (newest) {
    const href = `href="/case-study-${newest.name}/"`;
    const checks = {
      'its page': fs.existsSync(path.join(publicDir, `case-study-${newest.name}`, 'index.html')),
      'the index': read('case-studies/index.html').includes(href),
      'its sector': read(`case-studies/${slug(newest.sector)}/index.html`).includes(href),
      'its service': read(`case-studies/${newest.service}/index.html`).includes(href),
      "its service's page": read(`${newest.service}/index.html`).includes(href),
      'the sitemap': read('sitemap-0.xml').includes(`/case-study-${newest.name}/`),
    };
    for (const [where, ok] of Object.entries(checks)) if (!ok) missing.push(where);
  }
  return {
    pages,
    headersRules: headers.filter((line) => line.startsWith('/')).length,
    headersLongestLine: Math.max(...headers.map((line) => line.length)),
    casePageHtmlKb: +(fs.statSync(path.join(publicDir, `case-study-${caseStudy}`, 'index.html')).size / 1024).toFixed(
      1,
    ),
    casePageJsKb: +(js / 1024).toFixed(1),
    missing,
  };
}

const measured = [];
for (const size of sizes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `scale-${size}-`));
  copyProject(dir);
  const newest = addCaseStudies(path.join(dir, 'content'), size);
  console.log(`building with ${size} case studies added, in ${dir}`);
  measured.push({ added: size, ...(await build(dir)), ...measure(dir, newest) });
  fs.rmSync(dir, { recursive: true, force: true });
}
const [base, ...larger] = measured;
if (!base) throw new Error('--sizes named no size');
/** Seconds per page added since the baseline; null for the baseline itself. */
const perAddedPage = (result: typeof base, seconds: number, baseSeconds: number) =>
  result === base ? null : +((seconds - baseSeconds) / (result.pages - base.pages)).toFixed(3);
const results = [base, ...larger].map((result) => ({
  ...result,
  secondsPerAddedPage: perAddedPage(result, result.seconds, base.seconds),
  cpuSecondsPerAddedPage: perAddedPage(result, result.cpuSeconds, base.cpuSeconds),
}));

const columns: [string, (result: (typeof results)[number]) => string | number][] = [
  ['case studies added', (r) => r.added],
  ['pages', (r) => r.pages],
  ['build s', (r) => r.seconds.toFixed(1)],
  ['s per added page', (r) => r.secondsPerAddedPage ?? '–'],
  ['CPU s', (r) => r.cpuSeconds],
  ['CPU s per page', (r) => r.cpuSecondsPerAddedPage ?? '–'],
  ['_headers rules', (r) => r.headersRules],
  ['longest line', (r) => r.headersLongestLine],
  ['case page HTML KB', (r) => r.casePageHtmlKb],
  ['case page JS KB', (r) => r.casePageJsKb],
  ['peak memory MB', (r) => r.peakMb],
];
console.log(`\n${columns.map(([name]) => name.padStart(19)).join('')}`);
for (const result of results) console.log(columns.map(([, cell]) => String(cell(result)).padStart(19)).join(''));
console.log(
  `\n${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
);

const over: string[] = [];
for (const result of results) {
  if (result.headersRules > limits.rules) over.push(`${result.added}: _headers has ${result.headersRules} rules`);
  if (result.headersLongestLine > limits.lineLength)
    over.push(`${result.added}: a _headers line of ${result.headersLongestLine} characters`);
  if (result.casePageJsKb !== base.casePageJsKb)
    over.push(
      `${result.added}: a case page's JavaScript is ${result.casePageJsKb} KB, ${base.casePageJsKb} KB at ${base.added}`,
    );
  if (result.missing.length > 0)
    over.push(`${result.added}: the newest case study is missing from ${result.missing.join(', ')}`);
}
const [middle, last] = results.slice(-2);
if (results.length > 2 && middle?.cpuSecondsPerAddedPage != null && last?.cpuSecondsPerAddedPage != null) {
  // A per-page figure smaller than the noise spread over the pages added is no figure: 1.2 × it means nothing.
  const noise = noiseCpuSeconds / (middle.pages - base.pages);
  const allowed = Math.max(linearity * middle.cpuSecondsPerAddedPage, noise);
  if (last.cpuSecondsPerAddedPage > allowed)
    over.push(
      `the build grows faster than the pages: ${last.cpuSecondsPerAddedPage} CPU s per added page at ` +
        `${last.added}, ${middle.cpuSecondsPerAddedPage} at ${middle.added} (budget ${linearity}× that, or ` +
        `${noise.toFixed(3)}, the noise)`,
    );
}
fs.mkdirSync(path.dirname(path.resolve(root, options.out)), { recursive: true });
fs.writeFileSync(
  path.resolve(root, options.out),
  `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
);
if (over.length > 0) {
  console.error(`\nOver budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEverything within budget.');
