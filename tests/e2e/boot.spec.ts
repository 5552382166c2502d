import type { Page } from '@playwright/test';
import { pageContent, site } from '../support/content';
import { expect, holdBack, test, widths } from '../support/test';

const ai = pageContent('ai-solutions');

/** Every JavaScript file the page asks for from now on. */
function scriptRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) seen.push(request.url());
  });
  return seen;
}

test.describe('scripts load at the first sign of use (gatsby/boot-script.js)', () => {
  test('a page loads no JavaScript while the visitor only reads it, and all of it once they act', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/ai-solutions/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('tab', { name: ai.technologies.items[0].title })).toHaveAttribute('aria-selected', 'true');
    expect(scripts).toEqual([]);
    await page.keyboard.press('Shift');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(scripts.some((url) => /\/app-[0-9a-f]+\.js$/.test(url))).toBe(true);
  });

  test('a tap on the menu button before the scripts arrive opens the menu once they do', async ({ page }) => {
    await page.setViewportSize({ width: widths.mobile, height: 900 });
    const release = await holdBack(page, 'app');
    await page.goto('/about/', { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: site.ui.menuOpen });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('a press on the menu button begun before the scripts arrive and ended after opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: widths.mobile, height: 900 });
    const release = await holdBack(page, 'app');
    await page.goto('/about/', { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: site.ui.menuOpen });
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.mouse.up();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('an arrow key on a tab before the scripts arrive moves to the next tab once they do', async ({ page }) => {
    const release = await holdBack(page, 'app');
    await page.goto('/ai-solutions/', { waitUntil: 'networkidle' });
    const [first, second] = ai.technologies.items;
    await page.getByRole('tab', { name: first.title }).click();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: first.title })).toHaveAttribute('aria-selected', 'true');
    release();
    await expect(page.getByRole('tab', { name: second.title })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: second.title })).toBeFocused();
  });

  test('the not-found page loads them at once, so it reports the unknown address without any input', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/no-such-page/');
    await expect.poll(() => errors).toContain('404: no page at /no-such-page/');
  });
});
