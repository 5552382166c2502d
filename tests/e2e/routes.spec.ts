import { groupLinks, navigation, pages, site, siteUrl } from '../support/content.ts';

/** The Layout Instability API's entry (not yet in TypeScript's DOM types). */
interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}
import { expectNoAxeViolations } from '../support/axe.ts';
import { misfits } from '../support/fit.ts';
import { expect, narrowest, openPage, scrollThrough, test, widths } from '../support/test.ts';

/** Two of the footer's Quick Links, [label, href]: About and Edge Bridge. */
const quickLinks = groupLinks(navigation.footer.groups[0]!);
const [aboutLink, bridgeLink] = ['/about/', '/edge-bridge/'].map((href) =>
  quickLinks.find((link) => link[1] === href)!,
);
const headingAt = (href: string) => pages.find((page) => page.path === href)!.content.hero.heading;

test.describe('every route', () => {
  for (const { path, content } of pages) {
    // A page search engines should leave out says so, and names no canonical URL.
    const listed = content.seo.noindex
      ? { robots: ['noindex'], canonical: [] }
      : { robots: [], canonical: [`${siteUrl}${path}`] };

    test(`${path} shows its heading and hero inside the shell, with its own head tags, headings in order and no axe violations`, async ({
      page,
    }) => {
      const response = await openPage(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.heading);
      await expect(page.getByRole('main')).toContainText(content.hero.text);
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const title = `${content.seo.title} | ${site.shortName}`;
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', content.seo.description);
      const all = (selector: string, attribute: string) =>
        head
          .locator(selector)
          .evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name)), attribute);
      expect(await all('meta[name="robots"]', 'content')).toEqual(listed.robots);
      expect(await all('link[rel="canonical"]', 'href')).toEqual(listed.canonical);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${siteUrl}${path}`);
      await expect(head.locator('meta[name="twitter:description"]')).toHaveAttribute(
        'content',
        content.seo.description,
      );

      // One h1, and no heading more than one level below the one before it.
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) =>
          headings.filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => Number(h.tagName[1])),
        );
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
      expect(skips, `heading levels in order: ${levels.join(' ')}`).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, content } of pages) {
    test(`${path} is readable from its HTML alone`, async ({ page }) => {
      await page.setViewportSize({ width: widths.mobile, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.heading);
      await expect(page.getByRole('main')).toContainText(content.hero.text);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: aboutLink![0], exact: true })).toBeVisible();
    });
  }
});

test.describe('moving between pages', () => {
  test('scrolls to the top of the new page', async ({ page }) => {
    await openPage(page, '/');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: aboutLink![0], exact: true });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footerLink.click();
    await expect(page).toHaveURL(aboutLink![1]);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('happens in the browser without a full page load', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: bridgeLink![0], exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingAt(bridgeLink![1]));
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
  });
});

test.describe('skip link', () => {
  test('is the first thing a keyboard reaches and moves focus to the main content', async ({ page }) => {
    await openPage(page, '/about/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: site.ui.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('page structure', () => {
  for (const { path } of pages) {
    // Images, hydration and late content must never move the page. The web font is held back here: on a busy
    // machine the preloaded font can land after the first layout, which a visitor's browser would not see. Its
    // effect on layout is measured by tests/e2e/font.spec.ts and the benchmark instead.
    test(`${path} on the narrowest phone does not shift its layout while loading, fits the width, and has no axe violations`, async ({
      page,
    }) => {
      await page.route(/\.woff2$/, (route) => route.abort());
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: { value: number; nodes: string[] }[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & LayoutShift)[]) {
            if (entry.hadRecentInput) continue;
            const nodes = entry.sources.map((source) => {
              const node = source.node as Element | null;
              return `${node?.nodeName ?? '?'}.${node?.className ?? ''} y ${source.previousRect.y}→${source.currentRect.y}`;
            });
            w.shifts.push({ value: entry.value, nodes });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openPage(page, path, narrowest);
      await scrollThrough(page, 0.5);
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.01);
      expect(await misfits(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }
});
