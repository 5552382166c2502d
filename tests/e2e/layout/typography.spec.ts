import type { Page } from '@playwright/test';
import { listedPages, pageContent } from '../../support/content.ts';
import { expect, openPage, test, widths } from '../../support/test.ts';

/**
 * How wide each paragraph of the main content is, in ems of its own text: the measure (font.measure, 31em) holds
 * about 68 characters of Inter. Measured as a width rather than by counting characters, so an owner's long word
 * or email address cannot fail it while a paragraph that has lost its measure does.
 */
function paragraphWidths(page: Page) {
  return page.getByRole('main').evaluate((main) =>
    Array.from(main.querySelectorAll('p'))
      .filter((p) => p.getClientRects().length > 0)
      .map((p) => ({
        text: p.textContent.slice(0, 40),
        ems: p.getBoundingClientRect().width / parseFloat(getComputedStyle(p).fontSize),
      })),
  );
}

test.describe('typography', () => {
  for (const { path } of listedPages) {
    test(`${path} keeps running text to a readable line`, async ({ page }) => {
      await openPage(page, path, widths.desktop);
      for (const paragraph of await paragraphWidths(page)) {
        expect(paragraph.ems, paragraph.text).toBeLessThanOrEqual(31.01);
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
