import type { Page } from '@playwright/test';
import { islandState } from '../../plugins/page-start/contract.ts';
import { pageContent } from '../support/content.ts';
import { expect, expectIsland, holdBack, hydrated, test, widths } from '../support/test.ts';

const ai = pageContent('ai-solutions');

const tab = (page: Page, index: number) =>
  page.getByRole('tab', { name: ai.technologies.items[index]!.label, exact: true });

test.describe('the page loads its code once it has painted, and holds presses until that code works (src/boot)', () => {
  test('asks for everything hydration needs at once, without waiting for any of it to arrive, and for page data only once', async ({
    page,
  }) => {
    // Nothing is answered until all of it has been asked for: one file asked for only once another has arrived or
    // run would never be asked for, and the poll below would time out.
    const kinds = ['app', 'framework', 'webpack-runtime', 'component---src-templates-ai-solutions-tsx', 'page-data'];
    const asked = new Set<string>();
    const pageData: string[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/(page-data\/(ai-solutions|app-data)|[\w-]+-[0-9a-f]{20}\.js$)/, async (route) => {
      const { pathname } = new URL(route.request().url());
      const kind = kinds.find((name) => pathname.startsWith(`/${name}`));
      if (kind) asked.add(kind);
      if (kind === 'page-data') pageData.push(pathname);
      await released;
      await route.continue();
    });
    await page.goto('/ai-solutions/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => [...asked].sort()).toEqual([...kinds].sort());
    release();
    await hydrated(page).waitFor({ state: 'attached' });
    expect(pageData).toHaveLength(new Set(pageData).size);
  });

  test('asks for nothing until the hero image is on the screen, so the largest paint has the network to itself', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page).waitFor({ state: 'attached' });
    const { shown, firstAsked } = await page.evaluate(async () => {
      // The largest paint the browser reported of the hero's picture.
      const hero = await new Promise<PerformanceEntry>((resolve) =>
        new PerformanceObserver((list) => {
          const image = list.getEntries().find((entry) => (entry as { element?: Element }).element?.tagName === 'IMG');
          if (image) resolve(image);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const asked = performance
        .getEntriesByType('resource')
        .filter(({ name }) => /\/(page-data\/|[\w-]+\.js$)/.test(new URL(name).pathname))
        .map(({ startTime }) => startTime);
      return { shown: hero.startTime, firstAsked: Math.min(...asked) };
    });
    expect(shown).toBeGreaterThan(0);
    expect(firstAsked).toBeGreaterThanOrEqual(shown);
  });

  test('an arrow key on a tab before the scripts arrive moves to the next tab at once, and React keeps it', async ({
    page,
  }) => {
    const release = await holdBack(page, 'app');
    await page.goto('/ai-solutions/', { waitUntil: 'domcontentloaded' });
    await tab(page, 0).click();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 1)).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: ai.technologies.items[1]!.label })).toBeVisible();
    release();
    await expectIsland(page, 'technology-tabs', islandState.ready);
    await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true');
    // React's own state agrees: the next arrow key moves on from the second tab.
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: ai.technologies.items[2]!.label })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });

  test('a tab tapped before the scripts arrive shows its panel at once, and is still chosen once they do', async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths.mobile, height: 900 });
    const release = await holdBack(page, 'app');
    await page.goto('/ai-solutions/', { waitUntil: 'domcontentloaded' });
    await tab(page, 2).click();
    await expect(page.getByRole('tabpanel', { name: ai.technologies.items[2]!.label })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    release();
    await expectIsland(page, 'technology-tabs', islandState.ready);
    await expect(tab(page, 2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await tab(page, 0).click();
    await expect(page.getByRole('tabpanel', { name: ai.technologies.items[0]!.label })).toBeVisible();
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
    await expectIsland(page, 'technology-tabs', islandState.ready);
    await page.mouse.up();
    await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true');
  });

  test('a tab pressed as soon as it shows over Slow 3G answers at once, and is still chosen once the page works', async ({
    page,
    context,
  }) => {
    // Slow 3G as DevTools has it: 2 s a round trip, 400 kbps. The page takes some 10 s to hydrate.
    test.slow();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 2_000,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    await page.goto('/ai-solutions/', { waitUntil: 'commit' });
    // The boot script is in <head>: it runs before any tab exists, so no press can come before it.
    await tab(page, 1).click();
    await expect(page.getByRole('tabpanel', { name: ai.technologies.items[1]!.label })).toBeVisible();
    await expectIsland(page, 'technology-tabs', islandState.ready, 60_000);
    await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });

  test('a page whose scripts fail to load takes its form without JavaScript: every tab panel shown', async ({
    page,
  }) => {
    await page.route(/\/app-[0-9a-f]{20}\.js$/, (route) => route.abort());
    await page.goto('/ai-solutions/');
    for (const item of ai.technologies.items)
      await expect(page.getByRole('tabpanel', { name: item.label })).toBeVisible();
    await expect(page.getByRole('tablist')).toBeHidden();
  });

  test('an island whose code fails to load shows every panel, the rest of the page working', async ({ page }) => {
    await page.route(/\/island-technology-tabs-[0-9a-f]{20}\.js$/, (route) => route.abort());
    await page.goto('/ai-solutions/');
    await hydrated(page).waitFor({ state: 'attached' });
    // Its code is asked for as the visitor nears it.
    await page.getByRole('tablist').scrollIntoViewIfNeeded();
    await expectIsland(page, 'technology-tabs', islandState.failed, 30_000);
    for (const item of ai.technologies.items)
      await expect(page.getByRole('tabpanel', { name: item.label })).toBeVisible();
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
