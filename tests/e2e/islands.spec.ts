import type { Page } from '@playwright/test';
import { pageContent } from '../support/content';
import { expect, holdBack, openPage, test, widths } from '../support/test';

const dp = pageContent('industrial-data-platforms');
const home = pageContent('home');

/** The names of the island chunks the page has asked for so far. */
function islandRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const name = /\/(island-[a-z-]+)-[0-9a-f]{20}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) seen.push(name);
  });
  return seen;
}

test.describe('islands: code that loads when a visitor comes near it', () => {
  test('the success stories load their code only when scrolled near, and their HTML shows before', async ({ page }) => {
    const requested = islandRequests(page);
    await openPage(page, '/industrial-data-platforms/', widths.mobile);
    const stories = page.getByRole('region', { name: dp.stories.intro.heading });
    await expect(stories.getByRole('heading', { level: 3 })).toHaveCount(dp.stories.items.length);
    expect(requested).not.toContain('island-story-cards');
    await stories.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="story-cards"]')).toHaveAttribute('data-island-state', 'ready');
    expect(requested).toContain('island-story-cards');
  });

  test("the home page's contact form loads its code only when the visitor comes near it", async ({ page }) => {
    const requested = islandRequests(page);
    await openPage(page, '/', widths.desktop);
    expect(requested).not.toContain('island-contact-form');
    await page.getByRole('region', { name: home.contact.intro.heading }).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-island-state', 'ready');
  });

  test('a press that comes before the code has arrived still opens the side sheet', async ({ page }) => {
    const release = await holdBack(page, 'island-story-cards');
    await openPage(page, '/industrial-data-platforms/', widths.desktop);
    const story = dp.stories.items[0];
    await page.getByRole('button', { name: `Read Full Case Study, ${story.title}` }).click();
    await expect(page.locator('[data-island="story-cards"]')).toHaveAttribute('data-island-state', 'waiting');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: story.title })).toBeVisible();
  });

  test('a tab chosen before the code has arrived is selected once it works, by pointer or arrow key', async ({ page }) => {
    const release = await holdBack(page, 'island-industry-tabs');
    await openPage(page, '/industrial-data-platforms/', widths.mobile);
    const [, energy, cpo] = dp.industries.items.map((item: { label: string }) => page.getByRole('tab', { name: item.label, exact: true }));
    await energy.click();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-island="industry-tabs"]')).toHaveAttribute('data-island-state', 'waiting');
    release();
    await expect(cpo).toHaveAttribute('aria-selected', 'true');
    await expect(cpo).toBeFocused();
  });
});
