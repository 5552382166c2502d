import type { Page } from '@playwright/test';
import { openEditorOnCopy, scrollFormTo } from '../support/editor.ts';
import { caseStudies, literally, pageContent, pathFor, routeLabel } from '../support/content.ts';
import { expect, test } from '../support/test.ts';

/**
 * The editor's preview draws an entry with the site's own templates, components and styles (src/admin/preview.tsx),
 * as it is being edited, offline on a copy of the content.
 */
const preview = (page: Page) => page.frameLocator('iframe[title]').first();

/**
 * A preview draws once the editor has loaded the site's templates into it, the first time in a session: 10 s or more
 * on a busy 2-core machine (seen at 1 min for the whole test with two test runs side by side).
 */
const drawn = { timeout: 30_000 };

test.describe('the editor’s preview, in the site’s own look', () => {
  test.beforeEach(async ({ context, page }) => {
    await openEditorOnCopy(context, page);
  });

  test('a case study as its page, following an edit of its heading as it is typed and of its service', async ({
    page,
  }) => {
    const study = caseStudies[0]!;
    await page.getByRole('treeitem', { name: 'Case studies' }).click();
    await page.getByRole('gridcell', { name: new RegExp(`^${literally(study.label)}`) }).click();
    const frame = preview(page);
    await expect(frame.getByRole('heading', { level: 1, name: study.hero.heading })).toBeVisible(drawn);
    // The article and its figures, drawn by the site's components.
    await expect(frame.getByRole('heading', { level: 2, name: study.article.sections[0]!.heading })).toBeVisible();
    // (The hero's panel repeats the first figure from 1024 px; the preview is narrower, so that one is hidden.)
    const figure = frame.getByText(study.article.results[0]!.value, { exact: true });
    await expect(figure.filter({ visible: true }).first()).toBeVisible();
    // Its hero comes after its name and facts in the form.
    const heading = page.getByRole('group', { name: /^“.?Hero.?” Field$/ }).getByRole('textbox', { name: 'Heading' });
    await scrollFormTo(page, heading);
    await heading.fill('Every bottle checked, every shift');
    await expect(frame.getByRole('heading', { level: 1, name: 'Every bottle checked, every shift' })).toBeVisible();
    // Another service, picked by its name: the facts link to its page, before any build.
    const service = ['energy-management', 'ai-solutions'].find((name) => !study.services.includes(name))!;
    const services = page.getByRole('radiogroup', { name: 'Services' }).first();
    await scrollFormTo(page, services);
    await services.getByRole('radio', { name: routeLabel(service) }).check();
    const link = frame.getByRole('link', { name: routeLabel(service), exact: true });
    await expect(link).toHaveAttribute('href', pathFor(service));
    // A chart reading typed in its box shows beside its point in the preview's table of figures.
    const chart = study.evidence!.chart!;
    const reading = page.getByRole('spinbutton', { name: 'Values' }).first();
    await scrollFormTo(page, reading);
    await reading.fill('4321');
    await frame.getByText(chart.tableLabel).click();
    const row = frame.getByRole('row', { name: new RegExp(`^${literally(chart.points[0]!)} `) }).first();
    await expect(row).toContainText(/4,?321/);
  });

  // One start of the editor for the three pages: each start takes some 15 s on these machines.
  test('the Home, Energy Management and Contact pages as the site draws them', async ({ page }) => {
    // Three previews in one test: up to three times a preview's time.
    test.setTimeout(120_000);
    for (const [name, label] of [
      ['home', 'Home'],
      ['energy-management', 'Energy Management'],
      ['contact', 'Contact'],
    ] as const) {
      const content = pageContent(name);
      await page.getByRole('treeitem', { name: 'Pages' }).click();
      await page.getByRole('gridcell', { name: new RegExp(`^${label}`) }).click();
      const frame = preview(page);
      await expect(frame.getByRole('heading', { level: 1, name: content.hero.heading }), label).toBeVisible(drawn);
      await expect(frame.locator('section').nth(1), label).toBeVisible();
      // Back to the list of pages, as the browser's Back button takes the owner.
      await page.goBack();
    }
  });
});
