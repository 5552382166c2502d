import { groupLinks, type LinkGroup, navigation, phoneHref, site, socialName } from '../support/content.ts';
import { expect, openPage, test, widths } from '../support/test.ts';

/** The footer's link groups, each with its links as the visitor sees them, [label, href], from content. */
const groups: Record<string, [string, string][]> = Object.fromEntries(
  navigation.footer.groups.map((group: LinkGroup & { title: string }) => [group.title, groupLinks(group)]),
);

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
    await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute('href', phoneHref);
  });

  test('sets the link groups side by side on a phone', async ({ page }) => {
    await page.setViewportSize({ width: widths.mobile, height: 900 });
    const [first, second] = await Promise.all(
      Object.keys(groups).map((group) =>
        page.getByRole('contentinfo').getByRole('navigation', { name: group }).boundingBox(),
      ),
    );
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width);
    expect(second!.x + second!.width).toBeLessThanOrEqual(widths.mobile);
  });

  test('shows the copyright line with the current year', async ({ page }) => {
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${site.name}.`);
  });

  test('opens each social profile in a new tab, safely, and says so', async ({ page }) => {
    for (const social of site.social as { label: string; url: string }[]) {
      const link = page.getByRole('contentinfo').getByRole('link', { name: socialName(social) });
      await expect(link).toHaveAttribute('href', social.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});
