import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 9321);
const executablePath = chromiumPath() ?? undefined;

/**
 * Browser tests run against the production build in public/ (npm test builds it first), served by the same
 * static server as `npm start`. Widths are set per test (390 px and 1440 px), not per project.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // On CI a failed test runs once more: passing then marks it flaky, and a flaky test fails the run, so a flake is
  // reported, never hidden.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['junit', { outputFile: 'reports/playwright-junit.xml' }],
  ],
  snapshotPathTemplate: '{testDir}/visual/__screenshots__/{testFileName}/{arg}{ext}',
  expect: {
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
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    // Never reuse: a server left on the port would silently serve some other build.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
