import { pages } from '../support/content';
import { expectScreenshot } from '../support/screenshot';
import { expect, openPage, test, widths } from '../support/test';

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

test.describe('how the open header menus look', () => {
  test('the Services drop-down at 1440 px', async ({ page }) => {
    await openPage(page, '/', widths.desktop);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Services' });
    // By keyboard, so the pointer leaving the menu cannot close it before the screenshot.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectScreenshot(page, 'menu-services-desktop', { fullPage: false });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  test('the mobile menu at 390 px', async ({ page }) => {
    await openPage(page, '/', widths.mobile);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectScreenshot(page, 'menu-mobile', { fullPage: false });
  });
});
