import type { Page } from '@playwright/test';
import { islandState } from '../../plugins/page-start/contract';
import { form, pageContent } from '../support/content';
import { expect, expectIsland, holdBack, openPage, test, widths } from '../support/test';

const dp = pageContent('industrial-data-platforms');
const ai = pageContent('ai-solutions');
const home = pageContent('home');

/** When the page asked for each island's own chunk, by island name. */
function islandRequests(page: Page) {
  const seen = new Map<string, number>();
  page.on('request', (request) => {
    const name = /\/(island-[a-z-]+|app)-[0-9a-f]{20}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name && !seen.has(name)) seen.set(name, Date.now());
  });
  return seen;
}

test.describe('islands: parts of a page whose code comes apart from the rest', () => {
  test('an island near the fold has its code asked for with the page’s own, not once the page’s code has run', async ({
    page,
  }) => {
    const seen = islandRequests(page);
    const release = await holdBack(page, 'app');
    await page.setViewportSize({ width: widths.mobile, height: 900 });
    await page.goto('/contact/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => [...seen.keys()].sort()).toEqual(['app', 'island-contact-form']);
    release();
    await expectIsland(page, 'contact-form', islandState.ready);
  });

  test('an island far down the page shows its HTML at once, and its code comes only as the visitor nears it', async ({
    page,
  }) => {
    const seen = islandRequests(page);
    await openPage(page, '/', widths.mobile);
    const contact = page.getByRole('region', { name: home.contact.intro.heading });
    await expect(contact.getByRole('button', { name: form.submit })).toBeAttached();
    // The page has hydrated and the browser has been idle: a visitor still at the top has loaded none of it.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(seen.has('island-contact-form')).toBe(false);
    await expectIsland(page, 'contact-form', islandState.waiting);
    await contact.scrollIntoViewIfNeeded();
    await expectIsland(page, 'contact-form', islandState.ready);
    expect(seen.get('island-contact-form')!).toBeGreaterThan(seen.get('app')!);
  });

  test('a side sheet opens at once on a press that comes before the code has arrived: the browser opens it', async ({
    page,
  }) => {
    const release = await holdBack(page, 'island-technology-tabs');
    await openPage(page, '/ai-solutions/', widths.desktop);
    const technology = ai.technologies.items[0]!;
    await page.getByRole('button', { name: `${ai.technologies.learnMore}, ${technology.title}` }).click();
    await expect(page.getByRole('dialog', { name: technology.title })).toBeVisible();
    await expectIsland(page, 'technology-tabs', islandState.waiting);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    release();
    await expectIsland(page, 'technology-tabs', islandState.ready);
  });

  test('a tab clicked before the code has arrived is selected once it works, without a keyboard focus ring', async ({
    page,
  }) => {
    const release = await holdBack(page, 'island-industry-tabs');
    await openPage(page, '/industrial-data-platforms/', widths.mobile);
    const energy = page.getByRole('tab', { name: dp.industries.items[1]!.label, exact: true });
    await energy.click();
    await expectIsland(page, 'industry-tabs', islandState.waiting);
    release();
    await expect(energy).toHaveAttribute('aria-selected', 'true');
    await expect(energy).not.toHaveAttribute('data-focus-visible');
  });

  test('a tab chosen before the code has arrived is selected once it works, by pointer or arrow key', async ({
    page,
  }) => {
    const release = await holdBack(page, 'island-industry-tabs');
    await openPage(page, '/industrial-data-platforms/', widths.mobile);
    const tab = (item: { label: string }) => page.getByRole('tab', { name: item.label, exact: true });
    const energy = tab(dp.industries.items[1]!);
    const cpo = tab(dp.industries.items[2]!);
    await energy.click();
    await page.keyboard.press('ArrowRight');
    await expectIsland(page, 'industry-tabs', islandState.waiting);
    release();
    await expect(cpo).toHaveAttribute('aria-selected', 'true');
    await expect(cpo).toBeFocused();
  });
});
