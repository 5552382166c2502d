import { expect, openPage, test, widths } from '../../support/test';

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
