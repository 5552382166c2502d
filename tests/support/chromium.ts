import fs from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium, else the
 * browser Playwright installed itself (undefined lets Playwright pick it). Returns null when there is none.
 */
export function chromiumPath(): string | undefined | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  const found = candidates.find((file) => fs.existsSync(file));
  if (found) return found;
  try {
    if (fs.existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright throws when it has no browser of its own.
  }
  return null;
}
