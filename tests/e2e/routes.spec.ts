import { pages, site } from '../support/content';
import { expect, openPage, test, widths } from '../support/test';

const siteUrl = 'https://www.example.co.uk';

test.describe('every route', () => {
  for (const { path, content } of pages) {
    test(`${path} shows its heading and hero inside the shell, with its own head tags`, async ({ page }) => {
      const response = await openPage(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.heading);
      await expect(page.getByRole('main')).toContainText(content.hero.text);
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const title = `${content.seo.title} | ${site.shortName}`;
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', content.seo.description);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${path}`);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${siteUrl}${path}`);
      await expect(head.locator('meta[name="twitter:description"]')).toHaveAttribute('content', content.seo.description);
    });
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, content } of pages) {
    test(`${path} is readable from its HTML alone`, async ({ page }) => {
      await page.setViewportSize({ width: widths.mobile, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.heading);
      await expect(page.getByRole('main')).toContainText(content.hero.text);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })).toBeVisible();
    });
  }
});

test.describe('moving between pages', () => {
  test('scrolls to the top of the new page', async ({ page }) => {
    await openPage(page, '/');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footerLink.click();
    await expect(page).toHaveURL('/about/');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('happens in the browser without a full page load', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Edge Bridge' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edge Bridge');
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
  });
});

test.describe('skip link', () => {
  test('is the first thing a keyboard reaches and moves focus to the main content', async ({ page }) => {
    await openPage(page, '/about/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
