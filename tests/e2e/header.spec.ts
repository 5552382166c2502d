import { pathFor, routeSummary, site } from '../support/content.ts';
import {
  menus,
  services,
  products,
  caseStudies,
  links,
  cta,
  serviceLink,
  headingAt,
  routeAt,
  headerNav,
} from '../support/header.ts';
import { expect, openPage, test, widths } from '../support/test.ts';

/** The header on a desktop screen: its links, the call to action, and its drop-downs by mouse and keyboard. */
test.describe('header on desktop', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/about/', widths.desktop);
  });

  /** A drop-down is open when its first link shows (its button's expanded state is the browser's own). */
  const firstLink = (page: import('@playwright/test').Page, menu: string) =>
    headerNav(page).getByRole('link', { name: menus[menu]![0]![0], exact: true });

  test('links the logo home and shows the plain links and the call to action', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${site.shortName} ${site.ui.homeLink}` })).toHaveAttribute(
      'href',
      '/',
    );
    for (const [label, href] of [...links, cta]) {
      await expect(headerNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: site.ui.menuOpen })).toBeHidden();
  });

  test('stays fixed at the top while the page scrolls', async ({ page }) => {
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole('banner')).toBeInViewport();
    expect(await page.getByRole('banner').boundingBox()).toMatchObject({ y: 0 });
  });

  for (const [menu, links] of Object.entries(menus)) {
    test(`opens the ${menu} drop-down on click with its links`, async ({ page }) => {
      await expect(firstLink(page, menu)).toBeHidden();
      await headerNav(page).getByRole('button', { name: menu }).click();
      for (const [label, href] of links) {
        await expect(headerNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
        await expect(headerNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
    });
  }

  test('lists the newest featured case study, and leads to all of them', async ({ page }) => {
    const [newest, newestHref] = menus[caseStudies]![0]!;
    const [all, allHref] = menus[caseStudies]!.find(([, href]) => href === pathFor('case-studies'))!;
    await headerNav(page).getByRole('button', { name: caseStudies }).click();
    await expect(headerNav(page).getByRole('link', { name: newest, exact: true })).toHaveAttribute('href', newestHref);
    await headerNav(page).getByRole('link', { name: all, exact: true }).click();
    await expect(page).toHaveURL(allHref);
    await expect(headerNav(page).getByRole('button', { name: caseStudies })).toHaveAttribute('aria-current', 'true');
  });

  for (const menu of [products, caseStudies]) {
    test(`describes each page in the ${menu} menu by its summary`, async ({ page }) => {
      await headerNav(page).getByRole('button', { name: menu }).click();
      for (const [label, href] of menus[menu]!) {
        const link = headerNav(page).getByRole('link', { name: label, exact: true });
        await expect(link).toHaveAccessibleDescription(routeSummary(routeAt(href))!);
        await expect(headerNav(page).getByText(routeSummary(routeAt(href))!)).toBeVisible();
      }
    });
  }

  test('takes the visitor to a page chosen in a drop-down and closes it', async ({ page }) => {
    await headerNav(page).getByRole('button', { name: services }).click();
    await headerNav(page).getByRole('link', { name: serviceLink[0], exact: true }).click();
    await expect(page).toHaveURL(serviceLink[1]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingAt(serviceLink[1]));
    await expect(firstLink(page, services)).toBeHidden();
  });

  test('works by keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({ page }) => {
    const trigger = headerNav(page).getByRole('button', { name: services });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(firstLink(page, services)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(firstLink(page, services)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(headerNav(page).getByRole('link', { name: menus[services]![1]![0], exact: true })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(firstLink(page, services)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstLink(page, services)).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('opens with ArrowDown on the button and focuses the first link', async ({ page }) => {
    const trigger = headerNav(page).getByRole('button', { name: products });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(firstLink(page, products)).toBeFocused();
  });

  test('opens on hover, stays open on the way to its links, and closes when the pointer leaves', async ({ page }) => {
    await headerNav(page).getByRole('button', { name: caseStudies }).hover();
    await expect(firstLink(page, caseStudies)).toBeVisible();
    await firstLink(page, caseStudies).hover();
    await expect(firstLink(page, caseStudies)).toBeVisible();
    await page.mouse.move(10, 600);
    await expect(firstLink(page, caseStudies)).toBeHidden();
  });

  test('keeps one drop-down open at a time', async ({ page }) => {
    await headerNav(page).getByRole('button', { name: services }).click();
    await headerNav(page).getByRole('button', { name: products }).click();
    await expect(firstLink(page, products)).toBeVisible();
    await expect(firstLink(page, services)).toBeHidden();
  });

  test('closes an open drop-down on a click elsewhere in the page, or when focus leaves it', async ({ page }) => {
    await headerNav(page).getByRole('button', { name: services }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(firstLink(page, services)).toBeHidden();
    await headerNav(page).getByRole('button', { name: products }).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(firstLink(page, products)).toBeHidden();
  });
});
