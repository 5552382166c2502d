import type { Page } from '@playwright/test';
import { listedPages, pageContent } from '../../support/content';
import { expect, openPage, test, widths } from '../../support/test';

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
  for (const { path } of listedPages) {
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
    const story = page
      .getByRole('region', { name: pageContent('about').story.intro.heading })
      .locator('p')
      .last();
    const [size, body] = await story.evaluate((el) => [
      getComputedStyle(el).fontSize,
      getComputedStyle(document.body).fontSize,
    ]);
    expect(size).toBe(body);
  });
});
