import { expectNoAxeViolations } from '../support/axe';
import { pages } from '../support/content';
import { states } from '../support/states';
import { openPage, test, widths } from '../support/test';

const everyPage = [...pages.map(({ path }) => path), '/no-such-page/'];

for (const width of Object.values(widths)) {
  test.describe(`accessibility at ${width} px`, () => {
    for (const path of everyPage) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await openPage(page, path, width);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('accessibility of every interactive state', () => {
  for (const state of states) {
    test(`${state.name} has no axe violations`, async ({ page, network }) => {
      await openPage(page, state.path, state.width);
      await state.open(page, network);
      await expectNoAxeViolations(page);
    });
  }
});
