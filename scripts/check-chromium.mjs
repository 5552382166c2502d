// Stops `npm run test:e2e` early, with the fix, when no Chromium can be found.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
let playwrightOwn = false;
try {
  playwrightOwn = fs.existsSync(chromium.executablePath());
} catch {
  playwrightOwn = false;
}
if (!candidates.some((file) => fs.existsSync(file)) && !playwrightOwn) {
  console.error(`
No Chromium found for the browser tests.
Install Debian's Chromium and the fallback fonts:

  sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core

or point CHROMIUM_PATH at a Chromium or Chrome binary.
`);
  process.exit(1);
}
