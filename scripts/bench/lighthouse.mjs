/**
 * One Chromium for the whole benchmark, one Lighthouse run per call: mobile form factor and simulated
 * throttling (Lighthouse's defaults), four categories, and the figures the benchmark reports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

// The machine has no internet: without the background-networking flags Chrome floods refused connections.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH if set, else Debian's Chromium, as the browser tests find it; null when neither exists. */
export function chromiumPath() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean).find((file) => fs.existsSync(file)) ?? null;
}

export function launchChromium(chromePath) {
  return chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
}

/**
 * Waits until the one-minute load average drops below `share` of the CPU count, at most `maxSeconds`.
 * Returns the seconds waited and the load when the run starts.
 */
export async function waitForQuiet(share, maxSeconds) {
  const limit = share * os.cpus().length;
  const started = Date.now();
  while (os.loadavg()[0] >= limit && Date.now() - started < maxSeconds * 1000) await sleep(2000);
  return { waitedS: Math.round((Date.now() - started) / 1000), load: Number(os.loadavg()[0].toFixed(2)), limit };
}

const gzipCache = new Map();
/** gzip level 9, like scripts/check-budgets.mjs, so the two report the same kilobytes. */
function gzipKb(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024);
  return gzipCache.get(file);
}

/** Every same-origin .js file the page loaded during the run, gzipped from public/. */
function firstLoadJsKb(requests, origin, publicDir) {
  const files = new Set();
  for (const request of requests) {
    const url = new URL(request.url);
    if (url.origin !== origin || !url.pathname.endsWith('.js')) continue;
    const file = path.join(publicDir, decodeURIComponent(url.pathname));
    if (fs.existsSync(file)) files.add(file);
  }
  return [...files].reduce((sum, file) => sum + gzipKb(file), 0);
}

/** What one item of a failed audit points at: a link, an element, a console message or a URL. */
function describe(item) {
  if (item.href !== undefined) return `${item.href} "${item.text ?? ''}"`;
  return item.node?.snippet ?? item.description ?? item.url ?? item.source ?? JSON.stringify(item).slice(0, 200);
}

/** Audits in the three pass/fail categories that did not pass, with Lighthouse's own title. */
function failedAudits(lhr, origin) {
  const failed = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        const items = (audit.details?.items ?? []).slice(0, 5).map((item) => describe(item).replaceAll(origin, ''));
        failed.push({ category: id, id: ref.id, title: audit.title, explanation: audit.explanation ?? null, items });
      }
    }
  }
  return failed;
}

/** One Lighthouse run of `url` in the running Chromium; throws when Lighthouse could not measure the page. */
export async function measure(url, { port, origin, publicDir }) {
  const { lhr } = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
    disableFullPageScreenshot: true,
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id) => (lhr.categories[id].score === null ? null : Math.round(lhr.categories[id].score * 100));
  // null when the audit could not measure, rounded to `digits` after dividing by `scale` otherwise.
  const value = (id, scale = 1, digits = 0) => {
    const number = lhr.audits[id].numericValue;
    return number === undefined ? null : Number((number / scale).toFixed(digits));
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift', 1, 3),
    totalTransferKb: value('total-byte-weight', 1024, 1),
    firstLoadJsKb: Number(firstLoadJsKb(lhr.audits['network-requests'].details.items, origin, publicDir).toFixed(1)),
    failedAudits: failedAudits(lhr, origin),
    warnings: lhr.runWarnings.map((warning) => warning.replaceAll(origin, '')),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
