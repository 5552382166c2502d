import { site } from '../support/content';
import { expect, openPage, test } from '../support/test';

/** The footer's link groups and targets, as docs/product.md ("Footer") lists them. */
const groups = {
  'Quick Links': [
    ['Home', '/'],
    ['About Us', '/about/'],
    ['Contact', '/contact/'],
    ['Edge Bridge', '/edge-bridge/'],
    ['On-Site Energy', '/case-study-onsite-energy/'],
  ],
  Services: [
    ['AI Solutions', '/ai-solutions/'],
    ['Data Platforms', '/industrial-data-platforms/'],
    ['Industrial IoT & Controls', '/industrial-iot-controls/'],
    ['Energy Management', '/energy-management/'],
  ],
} as const;

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/contact/');
  });

  for (const [group, links] of Object.entries(groups)) {
    test(`lists the ${group} links`, async ({ page }) => {
      const nav = page.getByRole('contentinfo').getByRole('navigation', { name: group });
      await expect(nav.getByRole('link')).toHaveCount(links.length);
      for (const [label, href] of links) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
    });
  }

  test('gives the address, and email and phone as links that open a mail or phone app', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('address')).toContainText(`${site.address.locality} ${site.address.postalCode}`);
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+442079460000');
  });

  test('shows the copyright line with the current year', async ({ page }) => {
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${site.name}.`);
  });

  test('opens LinkedIn and Instagram in a new tab, safely, and says so', async ({ page }) => {
    for (const social of site.social as { label: string; url: string }[]) {
      const link = page.getByRole('contentinfo').getByRole('link', { name: `${social.label} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', social.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});
