import type { Locator } from '@playwright/test';
import { pageContent } from '../../support/content';
import { expect, openPage, test, widths } from '../../support/test';

/** The three pages that show cases in brief, and the heading of the section that holds them. */
const cases = [
  ['/industrial-iot-controls/', pageContent('industrial-iot-controls').caseStudies.intro.heading],
  ['/industrial-data-platforms/', pageContent('industrial-data-platforms').stories.intro.heading],
  ['/ai-solutions/', pageContent('ai-solutions').caseStudies.intro.heading],
] as const;

/** What makes a case card look the way it does: its frame, its eyebrow, its title and its box of results. */
const look = (cards: Locator) =>
  cards.first().evaluate((card) => {
    const css = (element: Element | null) => (element ? getComputedStyle(element) : null);
    const frame = css(card)!;
    const eyebrow = css(card.querySelector('h3')!.previousElementSibling);
    const title = css(card.querySelector('h3'));
    const results = css(card.querySelector('ul'));
    return {
      frame: [frame.padding, frame.borderRadius, frame.borderTopColor, frame.backgroundColor],
      eyebrow: [eyebrow?.color, eyebrow?.textTransform, eyebrow?.fontSize],
      title: [title?.fontSize, title?.fontWeight],
      results: [results?.backgroundColor, results?.borderLeftColor, results?.borderLeftWidth, results?.fontWeight],
    };
  });

test('the IoT, data platform and AI pages draw their cases with one card style', async ({ page }) => {
  const looks = [];
  for (const [path, heading] of cases) {
    await openPage(page, path, widths.desktop);
    const cards = page.getByRole('region', { name: heading }).getByRole('article');
    await expect(cards).toHaveCount(3);
    looks.push(await look(cards));
  }
  expect(looks[1]).toEqual(looks[0]);
  expect(looks[2]).toEqual(looks[0]);
});

test('each case card keeps its button at its foot, level across the row', async ({ page }) => {
  await openPage(page, cases[1][0], widths.desktop);
  const cards = page.getByRole('region', { name: cases[1][1] }).getByRole('article');
  const feet = await cards.evaluateAll((all) =>
    all.map((card) => {
      const button = card.querySelector('button')!.getBoundingClientRect();
      const style = getComputedStyle(card);
      const inner =
        card.getBoundingClientRect().bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
      return { gap: Math.round(inner - button.bottom), bottom: button.bottom };
    }),
  );
  for (const foot of feet) {
    expect(foot.gap).toBe(0);
    expect(foot.bottom).toBeCloseTo(feet[0]!.bottom, 0);
  }
});
