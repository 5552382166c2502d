import { navigation, site } from '../support/content.ts';
import { menus, services, caseStudies, links, cta, productLink, headingAt, headerNav } from '../support/header.ts';
import { expect, openPage, test, widths } from '../support/test.ts';

/** The header on a phone: its menu button and the stacked list it opens. */
test.describe('header on mobile', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/', widths.mobile);
  });

  test('hides the desktop links behind a menu button', async ({ page }) => {
    await expect(page.getByRole('button', { name: services })).toBeHidden();
    await expect(page.getByRole('button', { name: site.ui.menuOpen })).toBeVisible();
    await expect(headerNav(page)).toBeHidden();
  });

  test('opens a stacked list with every header link, and closes it again', async ({ page }) => {
    const button = page.getByRole('button', { name: site.ui.menuOpen });
    await button.click();
    await expect(headerNav(page)).toBeVisible();
    for (const links of Object.values(menus)) {
      for (const [label, href] of links) {
        await expect(headerNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
    }
    for (const [label, href] of [...links, cta]) {
      await expect(headerNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await button.click();
    await expect(headerNav(page)).toBeHidden();
  });

  test('lists the plain links under a title of their own, apart from the case studies', async ({ page }) => {
    await page.getByRole('button', { name: site.ui.menuOpen }).click();
    const own = headerNav(page).getByRole('list', { name: navigation.header.linksTitle });
    for (const [label, href] of links) {
      await expect(own.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      await expect(
        headerNav(page).getByRole('list', { name: caseStudies }).getByRole('link', { name: label }),
      ).toHaveCount(0);
    }
  });

  test('closes when a link is chosen and shows the new page', async ({ page }) => {
    await page.getByRole('button', { name: site.ui.menuOpen }).click();
    await page.getByRole('banner').getByRole('link', { name: productLink[0], exact: true }).click();
    await expect(page).toHaveURL(productLink[1]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingAt(productLink[1]));
    await expect(headerNav(page)).toBeHidden();
  });

  test('closes on Escape and returns focus to the menu button', async ({ page }) => {
    const button = page.getByRole('button', { name: site.ui.menuOpen });
    await button.click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(headerNav(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('opens and closes before the page has loaded any script', async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/about/');
    await page.getByRole('button', { name: site.ui.menuOpen }).click();
    await expect(headerNav(page).getByRole('link', { name: productLink[0], exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(headerNav(page)).toBeHidden();
  });
});
