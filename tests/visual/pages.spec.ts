import { expectNoAxeViolations } from '../support/axe';
import { pages } from '../support/content';
import { expectScreenshot } from '../support/screenshot';
import { states } from '../support/states';
import { openPage, test, widths } from '../support/test';

/**
 * Every route at both widths, and every interactive state: how it looks against its baseline, and an axe scan of
 * what it shows. One page load serves both checks; a failed screenshot stops the test before the scan, so fix the
 * look first.
 */
const everyPage = [...pages.map(({ name, path }) => ({ name, path })), { name: 'not-found', path: '/no-such-page/' }];

for (const [device, width] of Object.entries(widths)) {
  test.describe(`every page at ${width} px`, () => {
    for (const { name, path } of everyPage) {
      test(`${path} looks as its baseline and has no axe violations`, async ({ page }) => {
        await openPage(page, path, width);
        await expectScreenshot(page, `${name}-${device}`);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('every interactive state', () => {
  for (const state of states) {
    test(`${state.name} looks as its baseline and has no axe violations`, async ({ page, network }) => {
      await openPage(page, state.path, state.width);
      await state.open(page, network);
      await expectScreenshot(page, state.name, { target: state.target?.(page), viewportAt: state.viewportAt?.(page) });
      await expectNoAxeViolations(page);
    });
  }
});
