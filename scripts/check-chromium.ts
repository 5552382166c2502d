// Stops `npm run test:e2e` early, with the fix, when the browser tests' Chromium cannot be found.
import { noChromium, testChromiumPath } from './chromium.ts';

if (!testChromiumPath()) {
  console.error(noChromium);
  process.exit(1);
}
