/**
 * The one Chromium that the browser tests, the benchmark and the checks drive, and the one list of flags it starts
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

/** Playwright's own browser, when it installed one; it throws when it has none. */
function playwrightOwn(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** CHROMIUM_PATH if set, else Debian's /usr/bin/chromium, else the browser Playwright installed; null when none. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', playwrightOwn()];
  return candidates.find((file) => file !== undefined && fs.existsSync(file)) ?? null;
}

export const noChromium = `No Chromium found for the browser tests and the benchmark.
Install Debian's Chromium and the fallback fonts:

  sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core

or point CHROMIUM_PATH at a Chromium or Chrome binary.`;
