// Stops `npm run test:e2e` early, with the fix, when no Chromium can be found.
import { chromiumPath, noChromium } from './chromium.ts';

if (!chromiumPath()) {
  console.error(noChromium);
  process.exit(1);
}
