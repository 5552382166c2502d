import { expect, openPage, test, widths } from '../support/test';

/** The header's menus and targets, as docs/product.md ("Header") lists them. */
const menus = {
  Services: [
    ['AI Solutions', '/ai-solutions/'],
    ['Industrial Controls & IoT', '/industrial-iot-controls/'],
    ['Data Platforms', '/industrial-data-platforms/'],
    ['Energy Management', '/energy-management/'],
  ],
  Products: [['Edge Bridge', '/edge-bridge/']],
  'Case Studies': [['On-Site Energy', '/case-study-onsite-energy/']],
} as const;

test.describe('header on desktop', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/about/', widths.desktop);
  });

  const nav = (page: import('@playwright/test').Page) =>
    page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  /** A drop-down is open when its first link shows (its button's expanded state is the browser's own). */
  const firstLink = (page: import('@playwright/test').Page, menu: keyof typeof menus) =>
    nav(page).getByRole('link', { name: menus[menu][0][0], exact: true });

  test('links the logo home and shows About, Contact and Get Started', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Example Industrial home page' })).toHaveAttribute('href', '/');
    await expect(nav(page).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/');
    await expect(nav(page).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact/');
    await expect(nav(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('stays fixed at the top while the page scrolls', async ({ page }) => {
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole('banner')).toBeInViewport();
    expect(await page.getByRole('banner').boundingBox()).toMatchObject({ y: 0 });
  });

  for (const [menu, links] of Object.entries(menus)) {
    test(`opens the ${menu} drop-down on click with its links`, async ({ page }) => {
      await expect(firstLink(page, menu as keyof typeof menus)).toBeHidden();
      await nav(page).getByRole('button', { name: menu }).click();
      for (const [label, href] of links) {
        await expect(nav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
        await expect(nav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
    });
  }

  test('takes the visitor to a page chosen in a drop-down and closes it', async ({ page }) => {
    await nav(page).getByRole('button', { name: 'Services' }).click();
    await nav(page).getByRole('link', { name: 'Energy Management' }).click();
    await expect(page).toHaveURL('/energy-management/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Measure, control and report every kilowatt');
    await expect(firstLink(page, 'Services')).toBeHidden();
  });

  test('works by keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({ page }) => {
    const trigger = nav(page).getByRole('button', { name: 'Services' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(firstLink(page, 'Services')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(nav(page).getByRole('link', { name: 'AI Solutions' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav(page).getByRole('link', { name: 'Industrial Controls & IoT' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(nav(page).getByRole('link', { name: 'AI Solutions' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstLink(page, 'Services')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('opens with ArrowDown on the button and focuses the first link', async ({ page }) => {
    const trigger = nav(page).getByRole('button', { name: 'Products' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav(page).getByRole('link', { name: 'Edge Bridge' })).toBeFocused();
  });

  test('opens on hover, stays open on the way to its links, and closes when the pointer leaves', async ({ page }) => {
    await nav(page).getByRole('button', { name: 'Case Studies' }).hover();
    await expect(firstLink(page, 'Case Studies')).toBeVisible();
    await firstLink(page, 'Case Studies').hover();
    await expect(firstLink(page, 'Case Studies')).toBeVisible();
    await page.mouse.move(10, 600);
    await expect(firstLink(page, 'Case Studies')).toBeHidden();
  });

  test('keeps one drop-down open at a time', async ({ page }) => {
    await nav(page).getByRole('button', { name: 'Services' }).click();
    await nav(page).getByRole('button', { name: 'Products' }).click();
    await expect(firstLink(page, 'Products')).toBeVisible();
    await expect(firstLink(page, 'Services')).toBeHidden();
  });

  test('closes an open drop-down on a click elsewhere in the page, or when focus leaves it', async ({ page }) => {
    await nav(page).getByRole('button', { name: 'Services' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(firstLink(page, 'Services')).toBeHidden();
    await nav(page).getByRole('button', { name: 'Products' }).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(firstLink(page, 'Products')).toBeHidden();
  });
});

test.describe('header on mobile', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/', widths.mobile);
  });

  const list = (page: import('@playwright/test').Page) =>
    page.getByRole('banner').getByRole('navigation', { name: 'Main' });

  test('hides the desktop links behind a menu button', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Services' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(list(page)).toBeHidden();
  });

  test('opens a stacked list with every header link, and closes it again', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await expect(list(page)).toBeVisible();
    for (const links of Object.values(menus)) {
      for (const [label, href] of links) {
        await expect(list(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
    }
    await expect(list(page).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/');
    await expect(list(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact/');
    await button.click();
    await expect(list(page)).toBeHidden();
  });

  test('closes when a link is chosen and shows the new page', async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Edge Bridge' }).click();
    await expect(page).toHaveURL('/edge-bridge/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edge Bridge');
    await expect(list(page)).toBeHidden();
  });

  test('closes on Escape and returns focus to the menu button', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('opens and closes before the page has loaded any script', async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/about/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(list(page).getByRole('link', { name: 'Edge Bridge' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeHidden();
  });
});
