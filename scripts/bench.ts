/**
 * `npm run bench`: how fast the production build in public/ is, as a visitor feels it and as Lighthouse scores it.
 *
 * 1. The visitor benchmark (scripts/bench/visitor*.ts): scenarios a visitor on a mid-range phone goes through
 *    (the home and contact pages loading, a tap on the menu 0.5, 1.5, 3 and 8 s after load, a tap on a second tab of
 *    each tab set 0.5, 1.5 and 3 s after load, a tap that opens a side sheet 1.5 s and 8 s after load, typing into
 *    the contact form and sending it), each timed from the touch to the first frame that shows its result, and that
 *    result checked again `heldAfterMs` (budgets.json) after the touch, on the build and on two controls made from
 *    it (Gatsby's stock script tags; no JavaScript at all), in interleaved rounds.
 * 2. Lighthouse (mobile, simulated throttling) on one page of each template that search engines are asked to index.
 * Prints medians with their min–max and the ratios to the controls, writes everything as JSON, and exits 1 naming
 * each figure over the budgets in budgets.json.
 *
 *   --only visitor|lighthouse   one part only
 *   --rounds N            visitor rounds (default 7)
 *   --scenarios REGEX     only the visitor scenarios whose name matches
 *   --runs N              Lighthouse runs per route (default 5: simulated TBT varies by 100 ms and more between runs)
 *   --routes /,/about/    Lighthouse on these pages instead (paths, or names from content/routes.json)
 *   --quick               one Lighthouse run per route, no waiting for a quiet machine
 *   --max-wait S          longest wait for a quiet machine before each Lighthouse run (default 60 s)
 *   --load SHARE          quiet = one-minute load average below SHARE × CPUs (default 0.75)
 *   --out FILE            where the JSON goes (default bench-results/latest.json)
 *   --before DIR          also run the visitor scenarios on another build's public/ folder, in the same rounds
 *   --port N              the servers (and Lighthouse's Chromium) listen on N, N + 1, …; default: free ports
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { templatePages } from '../gatsby/built/page-files.ts';
import { runLighthouse } from './bench/lighthouse-suite.ts';
import { chromiumPath, noChromium } from './chromium.ts';
import { overBudget, siteTbt, table, versusTable } from './bench/report.ts';
import { summarizeVisitor, visitorOverBudget, visitorTable } from './bench/visitor-report.ts';
import { runVisitor } from './bench/visitor-suite.ts';
import { readBudgets, siteContent } from './project-json.ts';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    rounds: { type: 'string', default: '7' },
    scenarios: { type: 'string' },
    runs: { type: 'string', default: '5' },
    routes: { type: 'string' },
    out: { type: 'string', default: 'bench-results/latest.json' },
    quick: { type: 'boolean', default: false },
    'max-wait': { type: 'string', default: '60' },
    load: { type: 'string', default: '0.75' },
    before: { type: 'string' },
    port: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const wholeNumber = (name: 'runs' | 'rounds' | 'port') => {
  const value = Number(options[name]);
  return Number.isInteger(value) && value >= 1
    ? value
    : fail(`--${name} must be a whole number of at least 1, not ${options[name]}`);
};
const runs = options.quick ? 1 : wholeNumber('runs');
const rounds = wholeNumber('rounds');
const port = options.port === undefined ? undefined : wholeNumber('port');
if (options.only && !['visitor', 'lighthouse'].includes(options.only))
  fail(`--only takes visitor or lighthouse, not ${options.only}`);
if (!fs.existsSync(path.join(publicDir, 'index.html')))
  fail('No production build in public/. Run `npm run build:local` first, then `npm run bench`.');
const chromePath = chromiumPath() ?? fail(noChromium);

// Lighthouse's SEO audit fails a page that asks search engines to leave it out, as some pages rightly do: the
// routes are the pages the build's sitemap lists, one of each template unless --routes names them (a hundred case
// studies share one template, and Lighthouse at five runs a page would take hours), named as in content/routes.json
// or by their path.
const names = Object.fromEntries(siteContent(root).routes.map((route) => [route.path, route.name]));
const templates = Object.fromEntries(templatePages(publicDir).map((page) => [page.path, page.group]));
const allRoutes = [...fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1] ?? '').pathname)
  .map((pathname) => ({ path: pathname, name: names[pathname] ?? pathname.replaceAll('/', '') }));
const oneOfEach = allRoutes.filter(
  (route, index) => allRoutes.findIndex((other) => templates[other.path] === templates[route.path]) === index,
);
const routes = !options.routes
  ? oneOfEach
  : options.routes.split(',').map((wanted) => {
      const route = allRoutes.find((candidate) => candidate.path === wanted || candidate.name === wanted);
      return (
        route ?? fail(`Unknown route ${wanted}; content/routes.json has ${allRoutes.map((r) => r.path).join(' ')}`)
      );
    });
const budgets = readBudgets(root);
const started = Date.now();
/** Everything the run measured, written as JSON: each part's settings, runs and summary. */
const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
  budgets,
};
const over: string[] = [];

/** Which scenarios ran more than once a round, for the table's heading. */
const repeated = (scenarios: readonly { name: string; repeat: number }[]) =>
  scenarios
    .filter((scenario) => scenario.repeat > 1)
    .map((scenario) => ` (${scenario.name}: ${scenario.repeat} runs a round)`)
    .join('');

if (options.only !== 'lighthouse') {
  const scenarioFilter = options.scenarios ? new RegExp(options.scenarios) : null;
  // Another build (say, of the commit before a change) in the same rounds, beside this one and its controls.
  const others = options.before ? [{ name: 'before' as const, dir: path.resolve(options.before) }] : [];
  const visitor = await runVisitor({
    root,
    publicDir,
    chromePath,
    rounds,
    scenarioFilter,
    log: console.log,
    others,
    heldAfterMs: budgets.visitor.heldAfterMs,
    port,
  });
  const summary = summarizeVisitor(visitor);
  const { width, height, cpuSlowdown, latencyMs, downKbps, upKbps } = visitor.settings;
  console.log(
    `\nVisitor benchmark: medians (min–max) of ${rounds} rounds${repeated(visitor.scenarios)}; ${width} × ${height} touch screen, CPU ${cpuSlowdown}× slower, ` +
      `${latencyMs} ms per request, ${downKbps / 1000} Mbps down, ${upKbps} kbps up; presses come that long after the load event.\n`,
  );
  console.log(visitorTable(summary));
  over.push(...visitorOverBudget(summary, budgets.visitor));
  report.visitor = { ...visitor, summary };
}

if (options.only !== 'visitor') {
  const loadShare = Number(options.load);
  const { build: results, nojs } = await runLighthouse({
    root,
    publicDir,
    chromePath,
    routes,
    runs,
    quick: options.quick,
    maxWait: Number(options['max-wait']),
    loadShare,
    log: console.log,
    port,
  });
  console.log(
    `\nLighthouse: medians of ${runs} run${runs === 1 ? '' : 's'} per route, (min–max) where runs differed; mobile, simulated throttling.\n`,
  );
  console.log(table(results));
  console.log('\nThe same beside the no-JavaScript control (its HTML and CSS alone): build / control (ratio).\n');
  console.log(versusTable(results, nojs));
  console.log(
    `\nTBT, the median of every run of every route: ${siteTbt(results) ?? 'n/a'} ms; without JavaScript ` +
      `${siteTbt(nojs) ?? 'n/a'} ms.`,
  );
  for (const { path: route, failedAudits } of results) {
    for (const audit of failedAudits) {
      console.log(
        `\n${route}: ${audit.category} audit ${audit.id} failed in ${audit.runs}/${runs} runs: ${audit.title}`,
      );
      for (const line of [audit.explanation, ...audit.items].filter(Boolean)) console.log(`  ${line}`);
    }
  }
  const warnings = new Set(
    results.flatMap((result) => result.runs.flatMap((run) => ('warnings' in run ? run.warnings : []))),
  );
  if (warnings.size > 0) console.log(`\nLighthouse warned:\n  ${[...warnings].join('\n  ')}`);
  const busy = results
    .flatMap((result) => result.runs)
    .filter((run) => run.load !== null && run.limit !== null && run.load >= run.limit).length;
  if (busy > 0)
    console.log(
      `\n${busy} of ${results.length * runs} runs started on a busy machine (load still above the limit): expect noisy LCP and TBT.`,
    );
  over.push(...overBudget(results, budgets));
  report.lighthouse = {
    settings: { runs, formFactor: 'mobile', throttling: 'simulate', chromePath, loadShare },
    routes: results,
    nojs,
  };
}

const outFile = path.resolve(root, options.out);
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(
  outFile,
  `${JSON.stringify({ ...report, durationS: Math.round((Date.now() - started) / 1000), overBudget: over }, null, 2)}\n`,
);
console.log(`\n${Math.round((Date.now() - started) / 1000)} s; JSON in ${path.relative(root, outFile)}`);

if (over.length > 0) fail(`\nOver budget:\n  ${over.join('\n  ')}`);
console.log('\nEverything within budget.');
