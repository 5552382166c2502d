import { form, inputName, pageContent, pathFor, phoneHref, site, socialName } from '../../support/content.ts';
import { expect, openPage, test } from '../../support/test.ts';

const contact = pageContent('contact');
const { offers } = form;

test.describe('contact page', () => {
  test('has a page header and the contact section with every way to reach the company', async ({ page }) => {
    await openPage(page, '/contact/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.hero.heading);
    const section = page.getByRole('region', { name: contact.contact.intro.heading });
    await expect(section.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(section.getByRole('link', { name: site.phone })).toHaveAttribute('href', phoneHref);
    await expect(section).toContainText(contact.contact.responseNote);
    for (const social of site.social) {
      await expect(section.getByRole('link', { name: socialName(social) })).toHaveAttribute('rel', /noopener/);
    }
  });

  test('heads the form in its card rather than with a second heading straight under the hero', async ({ page }) => {
    await openPage(page, '/contact/');
    const { heading } = contact.contact.intro;
    await expect(page.getByRole('form', { name: heading }).getByRole('heading', { level: 2 })).toHaveText(heading);
    await expect(page.getByRole('main').getByText(heading, { exact: true })).toHaveCount(1);
  });

  test('on a phone shows the form’s first field in the first screen, and the first steps after the form', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact/');
    await expect(page.getByRole('textbox', { name: inputName('name') })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('heading', { name: contact.offers.heroHeading })).toBeHidden();
    const cards = page.getByRole('region', { name: contact.offers.intro.heading });
    const [field, card] = [
      await page.getByRole('textbox', { name: inputName('name') }).boundingBox(),
      await cards.getByRole('link', { name: offers[0]!.action }).boundingBox(),
    ];
    expect(card!.y).toBeGreaterThan(field!.y);
  });

  test('from 1024 px leads with the first steps in the hero, each a link to the form opened on it', async ({
    page,
  }) => {
    await openPage(page, '/contact/', 1024);
    const heading = page.getByRole('heading', { level: 2, name: contact.offers.heroHeading });
    await expect(heading).toBeInViewport();
    for (const offer of offers) {
      const row = page.getByRole('listitem').filter({ hasText: `${offer.brief} · ${offer.price}` });
      await expect(row).toBeInViewport();
      const link = row.getByRole('link', { name: offer.action });
      await expect(link).toHaveAttribute('href', pathFor('contact', null, offer.id));
      await expect(link).not.toHaveAttribute('aria-current');
    }
    // Above the form: the choice comes before the message.
    const field = page.getByRole('textbox', { name: inputName('name') });
    expect((await heading.boundingBox())!.y).toBeLessThan((await field.boundingBox())!.y);
  });

  test('marks the offer a copy of the page is opened on, in its hero, under its own heading', async ({ page }) => {
    const [offer] = offers;
    await openPage(page, pathFor('contact', null, offer!.id), 1440);
    // The hero names the offer chosen: the list beside it is every first step, not another way to start.
    await expect(page.getByRole('heading', { level: 2, name: contact.offers.heroHeadingOnOffer })).toBeVisible();
    await expect(page.getByRole('heading', { name: contact.offers.heroHeading })).toHaveCount(0);
    const row = page.getByRole('listitem').filter({ hasText: `${offer!.brief} · ${offer!.price}` });
    await expect(row.getByRole('link', { name: offer!.action })).toHaveAttribute('aria-current', 'page');
  });

  test('lists the terms every first step shares under the offers: VAT, travel, what the client provides', async ({
    page,
  }) => {
    await openPage(page, '/contact/');
    const section = page.getByRole('region', { name: contact.offers.intro.heading });
    const heading = section.getByRole('heading', { level: 3, name: contact.offers.termsHeading });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    const terms = section.getByRole('list').last().getByRole('listitem');
    await expect(terms).toHaveText(contact.offers.terms.map(({ term }) => term));
    // After every offer's card and button, where a buyer reads them before booking.
    const lastButton = section.getByRole('link').last();
    expect((await heading.boundingBox())!.y).toBeGreaterThan((await lastButton.boundingBox())!.y);
  });

  for (const width of [390, 768, 1024, 1440]) {
    test(`keeps the privacy link on one line at ${width} px`, async ({ page }) => {
      await openPage(page, '/contact/', width);
      const link = page.getByRole('link', { name: form.privacy.link });
      expect(await link.evaluate((el) => el.getClientRects().length)).toBe(1);
    });
  }
});
