/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling) on every route of the production build in
 * public/, served by scripts/serve.mjs on 127.0.0.1. Prints medians per route with their spread, writes
 * them as JSON, and exits 1 naming each route and figure over the budgets in budgets.json.
 *
 *   --runs N            runs per route (default 3)
 *   --routes /,/about/  only these routes (paths or names from content/routes.json)
 *   --out FILE          where the JSON goes (default bench-results/latest.json)
 *   --quick             one run per route, no waiting for a quiet machine
 *   --max-wait S        longest wait for a quiet machine before each run (default 60 s)
 *   --load SHARE        quiet = one-minute load average below SHARE × CPUs (default 0.75)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromiumPath, launchChromium, measure, waitForQuiet } from './bench/lighthouse.mjs';
import { overBudget, summarize, table } from './bench/report.mjs';
import { startServer, warmUp } from './bench/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    out: { type: 'string', default: 'bench-results/latest.json' },
    quick: { type: 'boolean', default: false },
    'max-wait': { type: 'string', default: '60' },
    load: { type: 'string', default: '0.75' },
  },
});
const runs = options.quick ? 1 : Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number of at least 1, not ${options.runs}`);

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
  fail('No production build in public/. Run `npm run build` first, then `npm run bench`.');
}
const chromePath = chromiumPath();
if (!chromePath) {
  fail('No Chromium found. Install Debian\'s: sudo apt-get install -y chromium fonts-dejavu-core, or set CHROMIUM_PATH.');
}

const allRoutes = readJson('content/routes.json');
const routes = !options.routes
  ? allRoutes
  : options.routes.split(',').map((wanted) => {
      const route = allRoutes.find((candidate) => candidate.path === wanted || candidate.name === wanted);
      return route ?? fail(`Unknown route ${wanted}; content/routes.json has ${allRoutes.map((r) => r.path).join(' ')}`);
    });
const budgets = readJson('budgets.json');

const started = Date.now();
const server = await startServer(root);
const measured = new Map(routes.map((route) => [route.path, []]));
let chrome;
try {
  await warmUp(server.origin, publicDir);
  chrome = await launchChromium(chromePath);
  // Round robin, so a burst of load from elsewhere spreads over routes instead of spoiling one route's runs.
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      const quiet = options.quick ? null : await waitForQuiet(Number(options.load), Number(options['max-wait']));
      const note = quiet?.waitedS ? ` (waited ${quiet.waitedS} s for load < ${quiet.limit}; now ${quiet.load})` : '';
      console.log(`run ${run}/${runs} ${route.path}${note}`);
      const url = `${server.origin}${route.path}`;
      const result = await measure(url, { port: chrome.port, origin: server.origin, publicDir }).catch((error) => ({ error: error.message }));
      if (result.error) console.error(`  ${result.error}`);
      measured.get(route.path).push({ ...result, load: quiet?.load ?? null, limit: quiet?.limit ?? null, waitedS: quiet?.waitedS ?? 0 });
    }
  }
} finally {
  chrome?.kill();
  server.stop();
}

const results = routes.map((route) => ({ name: route.name, path: route.path, ...summarize(measured.get(route.path)), runs: measured.get(route.path) }));
const over = overBudget(results, budgets);
const durationS = Math.round((Date.now() - started) / 1000);

console.log(`\nMedians of ${runs} run${runs === 1 ? '' : 's'} per route, (min–max) where runs differed; mobile, simulated throttling.\n`);
console.log(table(results));
for (const { path: route, failedAudits } of results) {
  for (const audit of failedAudits) {
    console.log(`\n${route}: ${audit.category} audit ${audit.id} failed in ${audit.runs}/${runs} runs: ${audit.title}`);
    for (const line of [audit.explanation, ...audit.items].filter(Boolean)) console.log(`  ${line}`);
  }
}
const warnings = new Set(results.flatMap((result) => result.runs.flatMap((run) => run.warnings ?? [])));
if (warnings.size > 0) console.log(`\nLighthouse warned:\n  ${[...warnings].join('\n  ')}`);

const busy = results.flatMap((result) => result.runs).filter((run) => run.load !== null && run.load >= run.limit).length;
if (busy > 0) console.log(`\n${busy} of ${results.length * runs} runs started on a busy machine (load still above the limit): expect noisy LCP and TBT.`);

const outFile = path.resolve(root, options.out);
fs.mkdirSync(path.dirname(outFile), { recursive: true });
const settings = { runs, formFactor: 'mobile', throttling: 'simulate', chromePath, loadShare: Number(options.load) };
fs.writeFileSync(outFile, `${JSON.stringify({ date: new Date().toISOString(), durationS, settings, budgets, overBudget: over, routes: results }, null, 2)}\n`);
console.log(`\n${durationS} s; JSON in ${path.relative(root, outFile)}`);

if (over.length > 0) fail(`\nOver budget:\n  ${over.join('\n  ')}`);
console.log('\nEvery route within budget.');
