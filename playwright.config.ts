import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';
import { edited, servers } from './tests/support/servers';

const executablePath = chromiumPath() ?? undefined;
/** Set by scripts/check-editor-build.mjs: the run of tests/owner-edits/ against the editor's build alone. */
const ownerEdits = Boolean(process.env.E2E_OWNER_EDITS);

/**
 * Browser tests run against the production build in public/ (npm test builds it first), served by the same
 * static server as `npm start`; the screenshot tests against the build of the frozen content (tests/support/servers.ts).
 * Widths are set per test (390 px and 1440 px), not per project.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  testIgnore: ownerEdits ? [] : ['owner-edits/**'],
  outputDir: ownerEdits ? 'test-results/owner-edits' : 'test-results',
  fullyParallel: true,
  // One worker per two cores. A worker's Chromium and the server already keep two cores busy: on a 2-core machine a
  // second worker made the run 3% shorter and every test in it twice as long, which is what made tests flaky.
  workers: '50%',
  forbidOnly: !!process.env.CI,
  // On CI a failed test runs once more: passing then marks it flaky, and a flaky test fails the run, so a flake is
  // reported, never hidden.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // The machines are shared: under load a page takes four times as long to open and hydrate as on a quiet one, so
  // a test has a minute and an expectation 10 s. A broken behaviour fails as surely, only later.
  timeout: 60_000,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: ownerEdits ? 'playwright-report/owner-edits' : 'playwright-report' }],
    // Each failed try is in the JUnit file too: a test that passed on its retry carries its failure as <flakyFailure>.
    [
      'junit',
      {
        outputFile: ownerEdits ? 'reports/playwright-owner-edits-junit.xml' : 'reports/playwright-junit.xml',
        includeRetries: true,
      },
    ],
  ],
  snapshotPathTemplate: '{testDir}/visual/__screenshots__/{testFileName}/{arg}{ext}',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // Anti-aliasing differs by a few pixels between runs; a moved or missing element changes thousands.
      threshold: 0.2,
      maxDiffPixels: 150,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: servers.site.url,
    browserName: 'chromium',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: chromiumFlags,
    },
  },
  // Never reuse a server: one left on a port would silently serve some other build.
  webServer: (ownerEdits ? [edited] : Object.values(servers)).map(({ port, url, root }) => ({
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port), SERVE_ROOT: root },
    url: `${url}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  })),
});
