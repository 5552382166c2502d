import type { Page } from '@playwright/test';
import { attribute, islandState } from '../../plugins/page-start/contract.ts';
import { field, typed } from '../support/contact-form.ts';
import { caseStudyPath } from '../support/header.ts';
import { form, pageContent } from '../support/content.ts';
import { expect, expectIsland, holdBack, openPage, test, widths } from '../support/test.ts';

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
    await page.setViewportSize({ width: widths.desktop, height: 900 });
    await page.goto(caseStudyPath, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => [...seen.keys()]).toEqual(expect.arrayContaining(['app', 'island-evidence-chart']));
    release();
    await expectIsland(page, 'evidence-chart', islandState.ready);
  });

  test('an island far down the page shows its HTML at once, and its code comes only as the visitor nears it', async ({
    page,
  }) => {
    const seen = islandRequests(page);
    await openPage(page, '/ai-solutions/', widths.mobile);
    const tabs = page.getByRole('tablist', { name: ai.technologies.intro.heading });
    await expect(tabs).toBeAttached();
    // The page has hydrated and the browser has been idle: a visitor still at the top has loaded none of it.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(seen.has('island-technology-tabs')).toBe(false);
    await expectIsland(page, 'technology-tabs', islandState.waiting);
    await tabs.scrollIntoViewIfNeeded();
    await expectIsland(page, 'technology-tabs', islandState.ready);
    expect(seen.get('island-technology-tabs')!).toBeGreaterThan(seen.get('app')!);
  });

  test('the contact form on its own page: its code is fetched as the page starts, and runs only once the visitor touches the form', async ({
    page,
  }) => {
    const seen = islandRequests(page);
    await openPage(page, '/contact/', widths.mobile);
    await expect.poll(() => seen.has('island-contact-form')).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(page.locator('html')).not.toHaveAttribute(attribute.earlyIslands, /contact-form/);
    await expectIsland(page, 'contact-form', islandState.waiting);
    await field(page, 'name').click();
    await page.keyboard.type(typed.name);
    await expectIsland(page, 'contact-form', islandState.ready);
    await expect(field(page, 'name')).toHaveValue(typed.name);
    await expect(field(page, 'name')).toBeFocused();
  });

  test('the contact form far down the home page: nearing it fetches its code, and a pointer over it runs it', async ({
    page,
  }) => {
    const seen = islandRequests(page);
    await openPage(page, '/', widths.mobile);
    const contact = page.getByRole('region', { name: home.contact.intro.heading });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(seen.has('island-contact-form')).toBe(false);
    await contact.scrollIntoViewIfNeeded();
    await expect.poll(() => seen.has('island-contact-form')).toBe(true);
    await expectIsland(page, 'contact-form', islandState.waiting);
    await contact.getByRole('button', { name: form.submit }).hover();
    await expectIsland(page, 'contact-form', islandState.ready);
  });

  test('a side sheet opens at once on a press that comes before the code has arrived: the browser opens it', async ({
    page,
  }) => {
    const release = await holdBack(page, 'island-technology-tabs');
    await openPage(page, '/ai-solutions/', widths.desktop);
    const technology = ai.technologies.items[0]!;
    await page.getByRole('button', { name: `${ai.technologies.learnMore}, ${technology.label}` }).click();
    await expect(page.getByRole('dialog', { name: technology.label })).toBeVisible();
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
