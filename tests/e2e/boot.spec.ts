import type { Page } from '@playwright/test';
import { pageContent } from '../support/content';
import { expect, holdBack, test, widths } from '../support/test';

const ai = pageContent('ai-solutions');

/** The path of every request the page makes from now on, with when it was made. */
function requests(page: Page) {
  const seen: { path: string; at: number }[] = [];
  page.on('request', (request) => seen.push({ path: new URL(request.url()).pathname, at: Date.now() }));
  return seen;
}

const tab = (page: Page, index: number) =>
  page.getByRole('tab', { name: ai.technologies.items[index].title, exact: true });

test.describe('the page loads its code once it has painted, and holds presses until that code works (gatsby/boot-script.js)', () => {
  test('asks for everything hydration needs at once, without waiting for the visitor, and for page data only once', async ({
    page,
  }) => {
    const seen = requests(page);
    await page.goto('/ai-solutions/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const first = seen.filter(({ path }) =>
      /^\/(app|framework|webpack-runtime|component---src-templates-ai-solutions-tsx)-|^\/page-data\/(ai-solutions|app-data)/.test(
        path,
      ),
    );
    expect(first.map(({ path }) => path.split('-')[0])).toEqual(
      expect.arrayContaining(['/app', '/framework', '/webpack', '/component', '/page']),
    );
    // When the browser asked for each, by its own clock (the test's sees them later, and not evenly).
    const times = await page.evaluate(
      (paths) => {
        const asked = performance
          .getEntriesByType('resource')
          .filter(({ name }) => paths.includes(new URL(name).pathname));
        return asked.map(({ startTime }) => startTime);
      },
      first.map(({ path }) => path),
    );
    expect(times).toHaveLength(first.length);
    expect(Math.max(...times) - Math.min(...times), 'one round trip: all asked for together').toBeLessThan(100);
    const pageData = seen.filter(({ path }) => path.startsWith('/page-data/'));
    expect(pageData).toHaveLength(new Set(pageData.map(({ path }) => path)).size);
  });

  test('asks for nothing until the hero image is on the screen, so the largest paint has the network to itself', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const { shown, firstAsked } = await page.evaluate(async () => {
      const hero = await new Promise<PerformanceEntry>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries()[0]!)).observe({ type: 'element', buffered: true }),
      );
      const asked = performance
        .getEntriesByType('resource')
        .filter(({ name }) => /\/(page-data\/|[\w-]+\.js$)/.test(new URL(name).pathname))
        .map(({ startTime }) => startTime);
      return { shown: (hero as PerformanceEntry & { renderTime: number }).renderTime, firstAsked: Math.min(...asked) };
    });
    expect(shown).toBeGreaterThan(0);
    expect(firstAsked).toBeGreaterThanOrEqual(shown);
  });

  test('an arrow key on a tab before the scripts arrive moves to the next tab once they do', async ({ page }) => {
    const release = await holdBack(page, 'app');
    await page.goto('/ai-solutions/', { waitUntil: 'domcontentloaded' });
    await tab(page, 0).click();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 0)).toHaveAttribute('aria-selected', 'true');
    release();
    await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 1)).toBeFocused();
  });

  test('a press on a tab begun before the scripts arrive and ended after selects it', async ({ page }) => {
    await page.setViewportSize({ width: widths.mobile, height: 900 });
    const release = await holdBack(page, 'app');
    await page.goto('/ai-solutions/', { waitUntil: 'domcontentloaded' });
    await tab(page, 1).scrollIntoViewIfNeeded();
    const box = (await tab(page, 1).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await expect(page.locator('[data-island="technology-tabs"]')).toHaveAttribute('data-island-state', 'ready');
    await page.mouse.up();
    await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true');
  });

  test('the not-found page loads at once, so it reports the unknown address without any input', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/no-such-page/');
    await expect.poll(() => errors).toContain('404: no page at /no-such-page/');
  });
});
