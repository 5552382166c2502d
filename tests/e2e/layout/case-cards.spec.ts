import type { Locator } from '@playwright/test';
import { caseStudies, pageContent, shownOn } from '../../support/content.ts';
import { finishAnimations } from '../../support/animations.ts';
import { expect, openPage, test, widths } from '../../support/test.ts';

/** The pages that show case cards on a light ground, and the heading of the part that holds them. */
const cases = [
  ['/industrial-iot-controls/', pageContent('industrial-iot-controls').caseStudies.intro.heading],
  ['/industrial-data-platforms/', pageContent('industrial-data-platforms').caseStudies.intro.heading],
  ['/energy-management/', pageContent('energy-management').caseStudies.intro.heading],
  ['/case-study-onsite-energy/', pageContent('case-studies').study.more.heading],
] as const;

/** What makes a case card look the way it does: its frame, its eyebrow, its title and its headline figure. */
const look = (cards: Locator) =>
  cards.first().evaluate((card) => {
    const css = (element: Element | null) => (element ? getComputedStyle(element) : null);
    const frame = css(card)!;
    const eyebrow = css(card.querySelector('h3')!.previousElementSibling);
    const title = css(card.querySelector('h3'));
    const figure = css(card.querySelector('strong'));
    return {
      frame: [frame.borderRadius, frame.borderTopColor, frame.backgroundColor],
      eyebrow: [eyebrow?.color, eyebrow?.textTransform, eyebrow?.fontSize],
      title: [title?.fontSize, title?.fontWeight],
      figure: [figure?.fontWeight, figure?.color],
    };
  });

test('the service pages and the case studies draw their cases with one card style', async ({ page }) => {
  const looks = [];
  for (const [path, heading] of cases) {
    await openPage(page, path, widths.mobile);
    looks.push(await look(page.getByRole('region', { name: heading }).getByRole('article')));
  }
  for (const other of looks.slice(1)) expect(other).toEqual(looks[0]);
});

test('a press anywhere on a case card opens its case study', async ({ page }) => {
  await openPage(page, cases[0][0], widths.desktop);
  const card = page.getByRole('region', { name: cases[0][1] }).getByRole('article').first();
  // On its sector line, far from the link's words.
  await card.click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(shownOn(cases[0][0])[0]!.path);
});

test('a case card shows where the pointer is and where the keyboard is', async ({ page }) => {
  await openPage(page, cases[0][0], widths.desktop);
  const card = page.getByRole('region', { name: cases[0][1] }).getByRole('article').first();
  const border = () => card.evaluate((element) => getComputedStyle(element).borderTopColor);
  const ground = () => card.evaluate((element) => getComputedStyle(element).backgroundColor);
  const underline = () => card.getByRole('link').evaluate((link) => getComputedStyle(link).textDecorationLine);
  const [resting, restingGround] = [await border(), await ground()];
  await card.hover();
  await expect.poll(border).not.toBe(resting);
  await expect.poll(ground).not.toBe(restingGround);
  expect(await underline()).toBe('underline');
  await card.getByRole('link').focus();
  const ring = await card.getByRole('link').evaluate((link) => getComputedStyle(link, '::after').outlineStyle);
  expect(ring).toBe('solid');
});

test('each case card keeps its link at its foot, level across the row', async ({ page }) => {
  await openPage(page, cases[1][0], widths.desktop);
  const cards = page.getByRole('region', { name: cases[1][1] }).getByRole('article');
  const feet = await cards.evaluateAll((all) =>
    all.map((card) => {
      const link = card.querySelector('a')!.getBoundingClientRect();
      const style = getComputedStyle(card);
      const inner =
        card.getBoundingClientRect().bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
      return { gap: Math.round(inner - link.bottom), bottom: link.bottom };
    }),
  );
  for (const foot of feet) {
    expect(foot.gap).toBe(0);
    expect(foot.bottom).toBeCloseTo(feet[0]!.bottom, 0);
  }
});

for (const width of [1024, widths.desktop]) {
  test(`the index at ${width} px leads with its featured study across the row, then gives each case card one column and lines up titles, figures and tags`, async ({
    page,
  }) => {
    await openPage(page, '/case-studies/', width);
    const cards = page.getByRole('main').getByRole('article');
    const [lead] = shownOn('/case-studies/');
    expect(lead!.featured).toBe(true);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(lead!.label);
    // Its chart wide beside its words, named by the chart's heading.
    await expect(first.getByText(lead!.evidence!.chart!.intro.heading, { exact: true })).toBeVisible();
    // As wide as the grid of cards it heads.
    const [own, grid] = await first.evaluate((card) =>
      [card, card.closest('ul')!].map((element) => Math.round(element.getBoundingClientRect().width)),
    );
    expect(own).toBe(grid);
    const parts = await cards.evaluateAll((all) =>
      all
        .map((card) => {
          const top = (element: Element) => Math.round(element.getBoundingClientRect().top);
          return {
            width: Math.round(card.getBoundingClientRect().width),
            row: top(card),
            title: top(card.querySelector('h3')!),
            figure: top(card.querySelector('strong')!),
            tags: top(card.querySelector('ul')!),
          };
        })
        .slice(1),
    );
    expect(parts.length).toBeGreaterThan(3);
    for (const card of parts) {
      expect(card.width).toBe(parts[0]!.width);
      const first = parts.find((other) => other.row === card.row)!;
      expect([card.title, card.figure, card.tags]).toEqual([first.title, first.figure, first.tags]);
    }
  });
}

test('each case card on the index draws its chart small beside its figure, as its chart draws it', async ({ page }) => {
  await openPage(page, '/case-studies/', widths.mobile);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const label = await card.getByRole('heading', { level: 3 }).textContent();
    const chart = caseStudies.find((study) => study.label === label)!.evidence!.chart!;
    const drawn = await card.evaluate((element) => {
      const [figure, svg] = [element.querySelector('strong')!, element.querySelector('p > svg')];
      if (!svg) return null;
      const [words, small] = [figure, svg].map((each) => each.getBoundingClientRect());
      return {
        lines: svg.querySelectorAll('path').length,
        bars: svg.querySelectorAll('rect').length,
        beside: small!.left >= words!.left + 40 && small!.top < words!.bottom && small!.width > 40,
      };
    });
    // Bars for categories and counts, a pair a point; lines for readings over time: never categories as a line.
    const bars = chart.kind === 'categories' || chart.kind === 'counts';
    expect(drawn, label!).toEqual({
      lines: bars ? 0 : 2,
      bars: bars ? chart.points.length * 2 : 0,
      beside: true,
    });
  }
});

/** How far apart a tag's ground and its card's are, as a contrast ratio (1 when they are the same colour). */
const tagApart = (card: Locator) =>
  card.evaluate((element) => {
    const luminance = (colour: string) => {
      const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [card, tag] = [element, element.querySelector('li span')!].map((each) =>
      luminance(getComputedStyle(each).backgroundColor),
    );
    return (Math.max(card!, tag!) + 0.05) / (Math.min(card!, tag!) + 0.05);
  });

test('on a case card under the pointer the tags keep a ground of their own', async ({ page }) => {
  await openPage(page, cases[0][0], widths.desktop);
  const card = page.getByRole('region', { name: cases[0][1] }).getByRole('article').first();
  const atRest = await tagApart(card);
  await card.hover();
  await finishAnimations(page);
  // At least half as far apart as at rest: the hover tint must not swallow them.
  expect(await tagApart(card)).toBeGreaterThanOrEqual(1 + (atRest - 1) / 2);
});
