import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectScreenshot } from '../support/screenshot.ts';
import { servers } from '../support/servers.ts';
import { statesFor, type State } from '../support/states.ts';
import { type Network, openPage, test, widths } from '../support/test.ts';
import { wordsIn } from '../support/words.ts';

/**
 * How every route at both widths, and every interactive state, looks against its baseline. The pages photographed
 * are built from a frozen copy of the content (tests/visual/content, scripts/build-visual.ts), so an owner's copy
 * edit cannot fail a baseline while a change of layout, style or component still does. The live content's pages get
 * their axe scans in tests/e2e/routes.spec.ts; the states get theirs here, on the page load of their screenshot.
 */
test.use({ baseURL: servers.visual.url });

const frozen = wordsIn(path.resolve(__dirname, 'content'));
const everyPage = [
  ...frozen.pages.map(({ name, path: pagePath }) => ({ name, path: pagePath })),
  { name: 'not-found', path: '/no-such-page/' },
];

for (const [device, width] of Object.entries(widths)) {
  test.describe(`every page at ${width} px`, () => {
    for (const { name, path: pagePath } of everyPage) {
      test(`${pagePath} looks as its baseline`, async ({ page }) => {
        await openPage(page, pagePath, width);
        await expectScreenshot(page, `${name}-${device}`);
      });
    }
  });
}

/**
 * Opens a state. One that ends by itself (a notice that clears, a send that gives up) is opened on a held clock, so
 * a slow shot on a busy machine cannot outlast it; `release` lets the clock run again for the scan, which needs the
 * page's timers and takes a few seconds.
 */
async function openState(page: Page, network: Network, state: State) {
  if (state.expires) await page.clock.install();
  await openPage(page, state.path, state.width);
  await state.open(page, network);
  return { release: async () => (state.expires ? page.clock.resume() : undefined) };
}

test.describe('every interactive state', () => {
  test.use({ sendsForm: true });
  for (const state of statesFor(frozen)) {
    test(`${state.name} looks as its baseline and has no axe violations`, async ({ page, network }) => {
      const { release } = await openState(page, network, state);
      await expectScreenshot(page, state.name, { target: state.target?.(page), viewportAt: state.viewportAt?.(page) });
      await release();
      await expectNoAxeViolations(page);
    });
  }
});
