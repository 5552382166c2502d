import path from 'node:path';
import { gzipBytes } from '../../gatsby/built/gzip.ts';
import { readBudgets } from '../../scripts/project-json.ts';
import { routes } from '../support/content.ts';
import { servers } from '../support/servers.ts';
import { expect, hydrated, test, widths } from '../support/test.ts';

/**
 * The first load as a phone makes it: every script a page asks for before the visitor scrolls or presses, the
 * islands the boot script brings early and those near enough to load at once included. scripts/check-budgets.ts
 * counts the same from the build's records; this checks that what the browser really loads stays within the same
 * budgets (`firstLoadJsKb` of budgets.json), so an island moved up a page cannot quietly join the first load.
 */
const publicDir = path.resolve(servers.site.root);
const budgets = readBudgets(path.resolve('.')).firstLoadJsKb;

// Case studies share one template: the first stands for them all.
const firstStudy = routes.find((route) => route.path.startsWith('/case-study-'));
const pages = routes.filter((route) => !route.path.startsWith('/case-study-') || route === firstStudy);

test.describe('first load on a phone', () => {
  for (const route of pages) {
    const budget = budgets.routes[route.name] ?? budgets.default;

    test(`${route.path} loads at most ${budget} KB of JavaScript before the visitor scrolls`, async ({ page }) => {
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === servers.site.url && url.pathname.endsWith('.js')) scripts.add(url.pathname);
      });
      await page.setViewportSize({ width: widths.mobile, height: 844 });
      await page.goto(route.path);
      await hydrated(page).waitFor({ state: 'attached' });
      // The one wait that sees every request the page makes on its own, whatever starts it.
      // eslint-disable-next-line playwright/no-networkidle
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(scripts.size).toBeGreaterThan(0);
      expect(gzipBytes(publicDir, scripts) / 1024).toBeLessThanOrEqual(budget);
    });
  }
});
