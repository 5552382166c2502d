import type { Page } from '@playwright/test';
import { fill, pageContent, pathFor, present, site, studies } from '../../support/content.ts';
import { expect, openPage, test, widths } from '../../support/test.ts';

const words = pageContent('case-studies').study.evidence;
const people = pageContent('about').leadership.people;

/** A part of the case study, by its heading: the section that heading opens. */
const part = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

/** The case studies the browser visits (the spec's and the first without a picture or quote), with their evidence. */
for (const { path, study } of studies) {
  const evidence = present(study.evidence, `evidence of ${path}`);
  const chart = present(evidence.chart, `chart of ${path}`);
  const { article } = study;
  // The payback tile's figure and, where the study gives both, its cost and yearly saving.
  const { payback, cost, saving } = evidence;
  const detail = cost && saving && words.paybackDetail.replace('{cost}', cost).replace('{saving}', saving);
  const paybackTexts = payback ? [payback, ...(detail ? [detail] : [])] : [];

  test.describe(`the evidence of ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await openPage(page, path);
    });

    test('charts before and after, before the text, with every reading in a table', async ({ page }) => {
      const section = part(page, chart.intro.heading);
      await expect(section.getByRole('img', { name: chart.caption })).toBeVisible();
      const brief = page.getByRole('heading', { level: 2, name: article.sections[0]!.heading });
      expect((await section.boundingBox())!.y).toBeLessThan((await brief.boundingBox())!.y);
      await section.getByText(chart.tableLabel).click();
      const rows = section.getByRole('row');
      // A heading row, a row a point, then the series' total or average and how it changed, by how much and what share.
      await expect(rows).toHaveCount(chart.points.length + 2);
      await expect(rows.first()).toContainText(`${site.ui.chart.change} (${chart.unit})`);
      const last = site.ui.chart[chart.lastRow as 'total' | 'average'];
      await expect(rows.last()).toHaveText(
        new RegExp(`^${last}\\s*[\\d,.]+\\s*[\\d,.]+\\s*[-+]?[\\d,.]+ \\(([-+]\\d+(\\.\\d)?|0)%\\)$`),
      );
    });

    const hero = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    const heroFigure = (page: Page) => hero(page).getByText(article.results[0]!.value, { exact: true });

    test('fills the hero’s other half with its headline figure and its chart in small, and no picture', async ({
      page,
    }) => {
      const figure = heroFigure(page);
      const [heading, shown] = [await hero(page).getByRole('heading').boundingBox(), await figure.boundingBox()];
      expect(shown!.x).toBeGreaterThan(heading!.x + heading!.width);
      await expect(hero(page).getByText(chart.intro.heading, { exact: true })).toBeVisible();
      await expect(hero(page).getByRole('img')).toHaveCount(0);
      // On a phone the results follow the hero within a screen: the panel is left out there.
      await page.setViewportSize({ width: widths.mobile, height: 900 });
      await expect(figure).toBeHidden();
    });

    test('draws the system from where its data starts to who uses it, in that order', async ({ page }) => {
      const strip = part(page, words.system);
      await expect(strip.getByRole('heading', { level: 3 })).toHaveText(Object.values(words.stages));
      const system = present(evidence.system, `system strip of ${path}`);
      for (const item of [...system.sources, ...system.users])
        await expect(strip.getByRole('listitem').filter({ hasText: item }).last()).toBeVisible();
    });

    test('lists the phases of the work with their lengths', async ({ page }) => {
      const phases = part(page, words.timeline).getByRole('listitem');
      await expect(phases).toHaveText(
        present(evidence.timeline, `timeline of ${path}`).map(
          ({ phase, weeks }) => `${phase}${weeks} ${weeks === 1 ? words.week : words.weeks}`,
        ),
      );
    });

    test('shows its payback beside its results, when it has one, with the cost and saving that give it', async ({
      page,
    }) => {
      const payback = page.getByRole('term').filter({ hasText: words.payback });
      await expect(payback.locator('xpath=following-sibling::dd')).toHaveText(paybackTexts);
    });

    test('names the engineers who did it, each a link to their card on About', async ({ page }) => {
      const team = part(page, words.team);
      const named = present(evidence.team, `team of ${path}`)
        .map((id) => people.find((person) => person.id === id)!)
        .map((person) => ({ ...person, name: fill(person.name) }));
      await expect(team.getByRole('link')).toHaveText(named.map((person) => person.name));
      const first = named[0]!;
      await team.getByRole('link', { name: first.name }).click();
      await expect(page).toHaveURL(`${pathFor('about')}#${first.id}`);
      await expect(page.getByRole('heading', { level: 3, name: first.name })).toBeInViewport();
    });
  });
}

test.describe('the evidence without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still opens the table of readings', async ({ page }) => {
    const { path, study } = studies[0]!;
    const chart = present(present(study.evidence, `evidence of ${path}`).chart, `chart of ${path}`);
    await page.goto(path);
    const section = part(page, chart.intro.heading);
    await section.getByText(chart.tableLabel).click();
    await expect(section.getByRole('row')).toHaveCount(chart.points.length + 2);
  });
});
