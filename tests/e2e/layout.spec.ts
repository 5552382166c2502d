import type { Page } from '@playwright/test';
import { listedPages } from '../support/content';
import { expect, openPage, test, widths } from '../support/test';

/** The longest line, in characters, of each paragraph in the main content: its words grouped by where they sit. */
function longestLines(page: Page) {
  return page.getByRole('main').evaluate((main) =>
    Array.from(main.querySelectorAll('p'))
      .filter((p) => p.getClientRects().length > 0)
      .map((p) => {
        const lines = new Map<number, number>();
        const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of node.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const top = Math.round(range.getBoundingClientRect().top);
            lines.set(top, (lines.get(top) ?? -1) + word[0].length + 1);
          }
        }
        return { text: p.textContent!.slice(0, 40), longest: Math.max(0, ...lines.values()) };
      }),
  );
}

test.describe('typography', () => {
  // The case study's article sets its own column.
  for (const { path } of listedPages.filter((page) => page.template !== 'case-study')) {
    test(`${path} keeps running text to a readable line`, async ({ page }) => {
      await openPage(page, path, widths.desktop);
      for (const paragraph of await longestLines(page)) {
        expect(paragraph.longest, paragraph.text).toBeLessThanOrEqual(72);
      }
    });
  }

  test('balances the lines of headings', async ({ page }) => {
    await openPage(page, '/ai-solutions/', widths.mobile);
    for (const level of [1, 2, 3]) {
      const heading = page.getByRole('main').getByRole('heading', { level }).first();
      expect(await heading.evaluate((el) => getComputedStyle(el).textWrapStyle)).toBe('balance');
    }
  });

  test('sets long-form text at the body size', async ({ page }) => {
    await openPage(page, '/about/', widths.desktop);
    const story = page.getByRole('region', { name: 'Our Story' }).locator('p').last();
    const [size, body] = await story.evaluate((el) => [
      getComputedStyle(el).fontSize,
      getComputedStyle(document.body).fontSize,
    ]);
    expect(size).toBe(body);
  });
});

test.describe('on a phone', () => {
  for (const path of ['/ai-solutions/', '/industrial-data-platforms/']) {
    test(`${path} keeps its tabs in one row that scrolls sideways, by keyboard too`, async ({ page }) => {
      await openPage(page, path, widths.mobile);
      const list = page.getByRole('tablist');
      const tabs = list.getByRole('tab');
      const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(widths.mobile);
      await tabs.first().focus();
      await page.keyboard.press('End');
      const last = tabs.last();
      await expect(last).toBeFocused();
      await expect(last).toHaveAttribute('aria-selected', 'true');
      const [tab, box] = await Promise.all([last.boundingBox(), list.boundingBox()]);
      expect(tab!.x + tab!.width).toBeLessThanOrEqual(box!.x + box!.width);
      expect(tab!.x).toBeGreaterThanOrEqual(box!.x);
    });
  }

  for (const path of ['/', '/about/']) {
    test(`${path} keeps each statistic's figure and unit on one line, inside its tile`, async ({ page }) => {
      await openPage(page, path, widths.mobile);
      const figures = page.getByRole('main').getByRole('definition');
      expect(await figures.count()).toBeGreaterThan(0);
      for (const figure of await figures.all()) {
        const fits = await figure.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
          const tile = el.parentElement!.getBoundingClientRect();
          const text = range.getBoundingClientRect();
          return { lines, inside: text.right <= tile.right && text.left >= tile.left };
        });
        expect(fits).toEqual({ lines: 1, inside: true });
      }
    });
  }
});
