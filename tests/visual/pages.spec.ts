import { pages } from '../support/content';
import { expectScreenshot } from '../support/screenshot';
import { states } from '../support/states';
import { openPage, test, widths } from '../support/test';

const everyPage = [...pages.map(({ name, path }) => ({ name, path })), { name: 'not-found', path: '/no-such-page/' }];

for (const [device, width] of Object.entries(widths)) {
  test.describe(`how pages look at ${width} px`, () => {
    for (const { name, path } of everyPage) {
      test(`${path}`, async ({ page }) => {
        await openPage(page, path, width);
        await expectScreenshot(page, `${name}-${device}`);
      });
    }
  });
}

test.describe('how interactive states look', () => {
  for (const state of states) {
    test(state.name, async ({ page, network }) => {
      await openPage(page, state.path, state.width);
      await state.open(page, network);
      await expectScreenshot(page, state.name, { target: state.target?.(page), viewportAt: state.viewportAt?.(page) });
    });
  }
});
