/**
 * The Chromium builds the browser tests, the benchmark and the checks drive, and the one list of flags they start
 * with. `scripts/check-chromium.ts` stops the browser tests early, with the fix, when there is none.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The machine has no internet: without the background-networking flags Chromium floods refused connections.
 * Playwright adds headless mode and its own flags to these; Lighthouse's launcher gets `headlessFlags` too.
 */
export const chromiumFlags = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
export const headlessFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/**
 * The browser tests' flags. Without `--font-render-hinting=none` the headless shell rounds each letter's advance to
 * whole pixels, and text ran a few pixels wider than in the full browser: enough to wrap a row of links or run past a
 * 320 px screen. With it, the two lay text out alike.
 */
export const testChromiumFlags = [...chromiumFlags, '--font-render-hinting=none'];

/** Playwright's own browser, when it installed one; it throws when it has none. */
function playwrightOwn(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

const first = (candidates: (string | undefined)[]) =>
  candidates.find((file) => file !== undefined && fs.existsSync(file)) ?? null;

/**
 * The browser tests' Chromium: CHROMIUM_PATH if set, else Debian's chromium-headless-shell, the same headless-only
 * build Playwright runs headless tests in when it installs its own. It opens a page to hydration in about 1.0 s,
 * where the full browser in headless mode takes 1.75 s (docs/testing.md, "How long it takes"). Screenshot baselines
 * are made with it, so it has no fallback: another browser's anti-aliasing would fail them.
 */
export function testChromiumPath(): string | null {
  return first([process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell']);
}

/**
 * The benchmark's Chromium, the full browser a visitor runs: CHROMIUM_PATH if set, else Debian's
 * /usr/bin/chromium, else the browser Playwright installed; null when none.
 */
export function chromiumPath(): string | null {
  return first([process.env.CHROMIUM_PATH, '/usr/bin/chromium', playwrightOwn()]);
}

export const noChromium = `No Chromium found for the browser tests and the benchmark.
Install Debian's Chromium, its headless shell and the fallback fonts:

  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell fonts-dejavu-core

or point CHROMIUM_PATH at a Chromium or Chrome binary.`;
