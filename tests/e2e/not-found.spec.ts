import { groupLinks, inHtml, type LinkGroup, navigation, pageContent, site } from '../support/content.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { host } from '../support/servers.ts';
import { expect, openPage, test, widths } from '../support/test.ts';

/** What the host answers for an address with no page, as Cloudflare Pages does (`wrangler pages dev`). */
test.use({ baseURL: host.url });

test.describe('an unknown address', () => {
  test('answers with status 404 and the not-found page from the host', async ({ request }) => {
    const response = await request.get('/no-such-page/');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(inHtml(site.ui.notFound.heading));
  });

  test('shows the not-found page and logs the path to the console', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openPage(page, '/no-such-page/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.ui.notFound.heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(`${site.ui.notFound.title} | ${site.shortName}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect.poll(() => errors).toContain('404: no page at /no-such-page/');
  });

  for (const [device, width] of Object.entries(widths)) {
    test(`has no axe violations on a ${device}`, async ({ page }) => {
      await openPage(page, '/no-such-page/', width);
      await expectNoAxeViolations(page);
    });
  }

  test('leads back home with Return to Home', async ({ page }) => {
    await openPage(page, '/no-such-page/');
    await page.getByRole('link', { name: site.ui.notFound.homeLink }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageContent('home').hero.heading);
  });

  test('leads on to the main sections as the header groups them', async ({ page }) => {
    await openPage(page, '/no-such-page/');
    const groups: [string, LinkGroup][] = [
      ...navigation.header.menus.map((menu: LinkGroup & { label: string }): [string, LinkGroup] => [menu.label, menu]),
      [navigation.header.linksTitle, navigation.header],
    ];
    for (const [title, group] of groups) {
      const list = page.getByRole('main').getByRole('list', { name: title });
      for (const [label, href] of groupLinks(group)) {
        await expect(list.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
    }
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('still shows the not-found page', async ({ page }) => {
      await page.goto('/no-such-page/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.ui.notFound.heading);
      await expect(page.getByRole('link', { name: site.ui.notFound.homeLink })).toHaveAttribute('href', '/');
    });
  });
});
