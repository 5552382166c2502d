import type { NetworkFixture } from '@msw/playwright';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { pages } from '../support/content';
import { expectScreenshot } from '../support/screenshot';
import { states, type State } from '../support/states';
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

/**
 * Opens a state. One that ends by itself (a notice that clears, a send that gives up) is opened on a held clock, so
 * a slow shot on a busy machine cannot outlast it; `release` lets the clock run again for the scan, which needs the
 * page's timers and takes a few seconds.
 */
async function openState(page: Page, network: NetworkFixture, state: State) {
  if (state.expires) await page.clock.install();
  await openPage(page, state.path, state.width);
  await state.open(page, network);
  return { release: async () => (state.expires ? page.clock.resume() : undefined) };
}

test.describe('every interactive state', () => {
  for (const state of states) {
    test(`${state.name} looks as its baseline and has no axe violations`, async ({ page, network }) => {
      const { release } = await openState(page, network, state);
      await expectScreenshot(page, state.name, { target: state.target?.(page), viewportAt: state.viewportAt?.(page) });
      await release();
      await expectNoAxeViolations(page);
    });
  }
});
