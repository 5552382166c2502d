import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { pages } from '../support/content';
import { openPage, test, widths } from '../support/test';

const everyPage = [...pages.map(({ path }) => path), '/no-such-page/'];

for (const [device, width] of Object.entries(widths)) {
  test.describe(`accessibility at ${width} px`, () => {
    for (const path of everyPage) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await openPage(page, path, width);
        await expectNoAxeViolations(page);
      });
    }
  });

  test.describe(`accessibility of the open header menus at ${width} px`, () => {
    const openMenus: Record<string, [string, (page: Page) => Promise<void>][]> = {
      desktop: ['Services', 'Products', 'Case Studies'].map((menu) => [
        `${menu} drop-down`,
        (page) => page.getByRole('banner').getByRole('button', { name: menu }).click(),
      ]),
      mobile: [['mobile menu', (page) => page.getByRole('button', { name: 'Menu' }).click()]],
    };
    for (const [state, open] of openMenus[device]!) {
      test(`the open ${state} has no axe violations`, async ({ page }) => {
        await openPage(page, '/', width);
        await open(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}
