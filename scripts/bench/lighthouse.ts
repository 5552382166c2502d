/**
 * One Chromium for the whole benchmark, one Lighthouse run per call: mobile form factor and simulated
 * throttling (Lighthouse's defaults), four categories, and the figures the benchmark reports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { gzipBytes } from '../../gatsby/built/gzip.ts';
import { chromiumFlags, headlessFlags } from '../chromium.ts';
import type { FailedAudit, Measured } from './report.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** `port`: where its DevTools protocol listens; else a free port chrome-launcher picks. */
export function launchChromium(chromePath: string, port?: number): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [...headlessFlags, ...chromiumFlags],
    logLevel: 'silent',
    ...(port === undefined ? {} : { port }),
  });
}

/**
 * Waits until the one-minute load average drops below `share` of the CPU count, at most `maxSeconds`.
 * Returns the seconds waited and the load when the run starts.
 */
export async function waitForQuiet(
  share: number,
  maxSeconds: number,
): Promise<{ waitedS: number; load: number; limit: number }> {
  const limit = share * os.cpus().length;
  const started = Date.now();
  const load = () => os.loadavg()[0] ?? 0;
  while (load() >= limit && Date.now() - started < maxSeconds * 1000) await sleep(2000);
  return { waitedS: Math.round((Date.now() - started) / 1000), load: Number(load().toFixed(2)), limit };
}

/** A field of a table row, whatever the row is; undefined where it has none. */
const field = (item: unknown, name: string): unknown =>
  typeof item === 'object' && item !== null ? Object.getOwnPropertyDescriptor(item, name)?.value : undefined;

/** A field of a table row that is a string. */
function text(item: unknown, name: string): string | undefined {
  const value = field(item, name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Every same-origin .js file the page loaded during the run, gzipped from public/ as the byte budgets measure it
 * (gatsby/built/gzip.ts).
 */
function firstLoadJsKb(requests: unknown[], origin: string, publicDir: string): number {
  const files = new Set<string>();
  for (const request of requests) {
    const url = new URL(text(request, 'url') ?? '', origin);
    if (url.origin !== origin || !url.pathname.endsWith('.js')) continue;
    const file = decodeURIComponent(url.pathname);
    if (fs.existsSync(path.join(publicDir, file))) files.add(file);
  }
  return gzipBytes(publicDir, files) / 1024;
}

/** The rows of an audit's table; none when the audit has no table. */
function itemsOf(lhr: Result, id: string): unknown[] {
  const details = lhr.audits[id]?.details;
  return details && 'items' in details && Array.isArray(details.items) ? details.items : [];
}

/** What one item of a failed audit points at: a link, an element, a console message or a URL. */
function describe(item: unknown): string {
  const href = text(item, 'href');
  if (href !== undefined) return `${href} "${text(item, 'text') ?? ''}"`;
  return (
    text(field(item, 'node'), 'snippet') ??
    text(item, 'description') ??
    text(item, 'url') ??
    text(item, 'source') ??
    JSON.stringify(item).slice(0, 200)
  );
}

/** Audits in the three pass/fail categories that did not pass, with Lighthouse's own title. */
function failedAudits(lhr: Result, origin: string): FailedAudit[] {
  const failed: FailedAudit[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1) {
        const items = itemsOf(lhr, ref.id)
          .slice(0, 5)
          .map((item) => describe(item).replaceAll(origin, ''));
        failed.push({ category: id, id: ref.id, title: audit.title, explanation: audit.explanation ?? null, items });
      }
    }
  }
  return failed;
}

/** One Lighthouse run of `url` in the running Chromium; throws when Lighthouse could not measure the page. */
export async function measure(
  url: string,
  { port, origin, publicDir }: { port: number; origin: string; publicDir: string },
): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`${url}: Lighthouse returned no result`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const fraction = lhr.categories[id]?.score;
    return fraction === null || fraction === undefined ? null : Math.round(fraction * 100);
  };
  // null when the audit could not measure, rounded to `digits` after dividing by `scale` otherwise.
  const value = (id: string, scale = 1, digits = 0) => {
    const number = lhr.audits[id]?.numericValue;
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
    firstLoadJsKb: Number(firstLoadJsKb(itemsOf(lhr, 'network-requests'), origin, publicDir).toFixed(1)),
    failedAudits: failedAudits(lhr, origin),
    warnings: lhr.runWarnings.map((warning) => warning.replaceAll(origin, '')),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
