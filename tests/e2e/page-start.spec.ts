import type { Page } from '@playwright/test';
import { isAt, landed, type Moment, moments, pressAt, settled, slowdowns } from '../support/moments.ts';
import { type Part, parts, tap } from '../support/start-parts.ts';
import { expect, test } from '../support/test.ts';

/** Every popover, <details> or dialog that closed on the page, from the first press on: none may. */
async function watchClosing(page: Page) {
  await page.addInitScript(() => {
    const closed: string[] = [];
    (window as { closings?: string[] }).closings = closed;
    const note = (event: Event) => {
      const target = event.target as Element;
      if (event.type === 'close' || (event as ToggleEvent).newState === 'closed')
        closed.push(target.outerHTML.slice(0, 80));
    };
    addEventListener('toggle', note, true);
    addEventListener('close', note, true);
  });
}

const closings = (page: Page) => page.evaluate(() => (window as { closings?: string[] }).closings ?? []);

/** Brings the part's control into view and puts the pointer on it, or focus for a key; the pointer mid-page if none. */
async function ready(page: Page, part: Part) {
  const control = part.control?.(page);
  if (!control) return page.mouse.move(100, 400);
  await control.scrollIntoViewIfNeeded();
  if (part.byKey) return control.focus();
  const box = (await control.boundingBox())!;
  return page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Presses the part at `moment` on a CPU slowed `slowdown` times, and checks what the press did: once it shows, and
 * again once every part has hydrated and 3 s have passed.
 */
async function expectPressHolds(page: Page, part: Part, moment: Moment, slowdown: number) {
  await page.setViewportSize({ width: part.width, height: 844 });
  await watchClosing(page);
  const { pressedAt, release } = await pressAt(page, part.path, moment, slowdown, {
    before: () => ready(page, part),
    press: () => (part.press ?? tap)(page),
    near: part.island,
  });
  await part.holds(page);
  const where = await landed(page);
  expect(where && isAt(moment, where), `the press came ${moment}: ${JSON.stringify(where)}`).toBe(true);
  release();
  await settled(page, pressedAt);
  await part.holds(page, 1);
  expect(await closings(page), 'what closed by itself').toEqual([]);
}

/*
 * Each part is pressed at every moment of the start. Each press is tried under one CPU slow-down, the two taking
 * turns along the matrix, so every part and every moment meets both.
 */
test.describe('nothing a visitor does is undone while the page starts', () => {
  parts.forEach((part, partIndex) => {
    (part.from ?? moments).forEach((moment, momentIndex) => {
      const slowdown = slowdowns[(partIndex + momentIndex) % slowdowns.length]!;

      test(`${part.name}, pressed ${moment} (CPU ${slowdown}× slower), still so 3 s later`, async ({ page }) => {
        test.slow();
        await expectPressHolds(page, part, moment, slowdown);
      });
    });
  });
});
