import { listedPages } from '../../support/content.ts';
import { expect, openPage, test } from '../../support/test.ts';

/** The widths where grids change their number of columns, and the two the site is designed at. */
const gridWidths = [390, 768, 1024, 1440];

/**
 * The lists in <main> laid out as grids of two or more columns whose rows do not reach the grid's right edge: a
 * hole at the end of a row. A grid of cards (its items hold articles) may end on a shorter row, since a card is never
 * stretched over two columns, save a lead across the whole first row (the index's featured study); every other row
 * of it is full. Each is named by its section's heading.
 */
function gridsWithHoles(): string[] {
  const holes: string[] = [];
  for (const list of document.querySelectorAll<HTMLElement>('main ul, main ol, main dl')) {
    const style = getComputedStyle(list);
    const tracks = style.gridTemplateColumns.split(' ').filter(Boolean);
    const items = [...list.children].filter((item) => item.getClientRects().length > 0);
    if (style.display !== 'grid' || tracks.length < 2 || items.length === 0) continue;
    const box = list.getBoundingClientRect();
    const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    const rowEnds = new Map<number, number>();
    for (const item of items) {
      const rect = item.getBoundingClientRect();
      const top = Math.round(rect.top);
      rowEnds.set(top, Math.max(rowEnds.get(top) ?? 0, rect.right));
    }
    const ends = [...rowEnds.values()];
    const cards = items.some((item) => item.querySelector('article'));
    if (cards) ends.pop();
    const column = parseFloat(tracks[0]!);
    const across = (item: Element) => Math.abs(item.getBoundingClientRect().width - (right - box.left)) <= 2;
    const stretched =
      cards && items.some((item, at) => item.getBoundingClientRect().width > column + 2 && !(at === 0 && across(item)));
    if (stretched || ends.some((end) => right - end > 2)) {
      const section = list.closest('section');
      const heading = section?.querySelector('h2')?.textContent ?? 'the page';
      holes.push(`${heading}: ${list.tagName.toLowerCase()} of ${items.length} in ${tracks.length} columns`);
    }
  }
  return holes;
}

test.describe(`grids at ${gridWidths.join(', ')} px`, () => {
  for (const { path } of listedPages) {
    test(`${path} has no holes in its grids`, async ({ page }) => {
      // One load, then the window resized: the grids' columns follow the width, as a turned tablet's do.
      await openPage(page, path, gridWidths[0]);
      for (const width of gridWidths) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(gridsWithHoles), `at ${width} px`).toEqual([]);
      }
    });
  }
});
