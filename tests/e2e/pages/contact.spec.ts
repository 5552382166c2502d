import { pageContent, site } from '../../support/content';
import { expect, openPage, test } from '../../support/test';

const contact = pageContent('contact');

test.describe('contact page', () => {
  test('has a page header and the contact section with every way to reach the company', async ({ page }) => {
    await openPage(page, '/contact/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.hero.heading);
    const section = page.getByRole('region', { name: contact.contact.intro.heading });
    await expect(section.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(section.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+442079460000');
    await expect(section).toContainText(contact.contact.responseNote);
    await expect(section.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute(
      'rel',
      /noopener/,
    );
  });
});
