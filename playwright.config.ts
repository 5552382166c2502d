import { defineConfig } from '@playwright/test';
import { testChromiumFlags, testChromiumPath } from './scripts/chromium.ts';
import { edited, host, servers } from './tests/support/servers.ts';
import { shot } from './tests/support/shot.ts';

const executablePath = testChromiumPath() ?? undefined;
/** Set by scripts/check-editor-build.ts: the run of tests/owner-edits/ against the editor's build alone. */
const ownerEdits = Boolean(process.env.E2E_OWNER_EDITS);

type Server = (typeof servers)['site'];

/** A build served by scripts/serve.ts. */
const served = ({ port, url, root }: Server) => ({
  command: 'node scripts/serve.ts',
  env: { PORT: String(port), SERVE_ROOT: root },
  url: `${url}/`,
  reuseExistingServer: false,
  timeout: 30_000,
});

/**
 * A build served by Cloudflare Pages' own asset server, offline: `wrangler pages dev`, which reads wrangler.toml (its
 * compatibility_date) and the build's _headers, and keeps its bundle in .wrangler/tmp while it runs.
 */
const hosted = ({ port, url, root }: Server) => ({
  // Its debugger's port named, as one past the site's: by default each run takes 9229 if free, and two runs started
  // together both found it free, and the second stopped with "Address already in use".
  command: `npx wrangler pages dev ${root} --port ${port} --ip 127.0.0.1 --inspector-port ${port + 1}`,
  env: {
    // No request for Cloudflare's request metadata (Request.cf), no metrics or crash reports, and no banner, whose
    // update check asks the npm registry for wrangler's latest version: nothing leaves the machine.
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
  },
  url: `${url}/`,
  reuseExistingServer: false,
  // It is ready in 3-4 s on a quiet machine, and in 10 s or more on a busy one.
  timeout: 60_000,
  // Stopped as Ctrl+C stops it, it deletes its bundle; killed, the default, it would leave it in .wrangler/tmp.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
});

/**
 * The tests of how a page starts: the start-up matrix on a CPU slowed 4-6 times, the boot over Slow 3G, the form
 * hydrating mid-typing on a slow phone, and what each page loads before the visitor scrolls (each waits for the
 * network to go quiet). Their pages sleep or wait most of the time, so they run on a worker of their own beside the
 * rest, which keep the two cores busy (docs/testing.md, "How long it takes").
 */
const startUpTests = [
  'e2e/page-start.spec.ts',
  'e2e/boot.spec.ts',
  'e2e/form-loading.spec.ts',
  'e2e/first-load.spec.ts',
];

/** Every browser test but the start-up tests', one at a time. */
const site = { name: 'site', testIgnore: ['owner-edits/**', ...startUpTests], workers: 1 };

/** The start-up tests, one at a time on a worker of their own: about 4 minutes, mostly waiting. */
const startUp = { name: 'start-up', testMatch: startUpTests, workers: 1 };

/**
 * Browser tests run against the production build in public/ (npm test builds it first), served by the same
 * static server as `npm start`; the tests of headers, policies, redirects and the 404 against the same build served
 * by Cloudflare's own asset server (`wrangler pages dev`); the screenshot tests against the build of the frozen
 * content (tests/support/servers.ts). Widths are set per test (390 px and 1440 px), not per project.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  outputDir: ownerEdits ? 'test-results/owner-edits' : 'test-results',
  fullyParallel: true,
  projects: ownerEdits ? [{ name: 'owner-edits' }] : [site, startUp],
  // One worker per project, the two side by side. The site's tests keep a core busy each: on two cores, two workers
  // for them made the run 7-15% shorter, but had tests pass only on a retry, which fails CI (docs/testing.md).
  workers: ownerEdits ? 1 : 2,
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
      ...shot,
    },
  },
  use: {
    baseURL: servers.site.url,
    browserName: 'chromium',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Recording a trace costs a quarter of a test's time (routes and typography: 138 s against 110 s without,
    // 2026-11-29), so only a failed test's retry on CI records one; a failure's screenshot is kept everywhere.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: testChromiumFlags,
    },
  },
  // Never reuse a server: one left on a port would silently serve some other build.
  webServer: ownerEdits ? [served(edited)] : [...Object.values(servers).map(served), hosted(host)],
});
