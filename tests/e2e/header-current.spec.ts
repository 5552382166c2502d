import { site } from '../support/content.ts';
import {
  menus,
  services,
  products,
  caseStudies,
  links,
  serviceLink,
  productLink,
  caseStudyPath,
  headerNav,
} from '../support/header.ts';
import { expect, openPage, test, widths } from '../support/test.ts';

/** Where the visitor is: the header marks the section and the page they are on. */
test.describe('the current section in the header', () => {
  test('marks the drop-down that holds the current page on desktop, and the page in it', async ({ page }) => {
    await openPage(page, serviceLink[1], widths.desktop);
    await expect(headerNav(page).getByRole('button', { name: services })).toHaveAttribute('aria-current', 'true');
    await expect(headerNav(page).getByRole('button', { name: products })).not.toHaveAttribute('aria-current');
    await headerNav(page).getByRole('button', { name: services }).click();
    await expect(headerNav(page).getByRole('link', { name: serviceLink[0], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('marks the Case Studies menu on a case study', async ({ page }) => {
    await openPage(page, caseStudyPath, widths.desktop);
    await expect(headerNav(page).getByRole('button', { name: caseStudies })).toHaveAttribute('aria-current', 'true');
  });

  test('marks a plain link on desktop, with no drop-down marked', async ({ page }) => {
    const [label, href] = links[0]!;
    await openPage(page, href, widths.desktop);
    await expect(headerNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const menu of Object.keys(menus)) {
      await expect(headerNav(page).getByRole('button', { name: menu })).not.toHaveAttribute('aria-current');
    }
  });

  test('marks the current page in the mobile menu', async ({ page }) => {
    await openPage(page, productLink[1], widths.mobile);
    await page.getByRole('button', { name: site.ui.menuOpen }).click();
    await expect(headerNav(page).getByRole('link', { name: productLink[0], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
