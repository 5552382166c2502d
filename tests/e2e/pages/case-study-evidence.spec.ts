import type { Page } from '@playwright/test';
import { fill, pageContent, pages, pathFor } from '../../support/content.ts';
import { expect, openPage, test } from '../../support/test.ts';

const words = pageContent('case-studies').study.evidence;
const people: { id: string; name: string; role: string }[] = pageContent('about').leadership.people;
/** The case studies the browser visits: the spec's and the first without a picture or quote of its own. */
const studies = pages.filter((page) => page.template === 'case-study');

/** A part of the case study, by its heading: the section that heading opens. */
const part = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

interface Evidence {
  chart: { intro: { heading: string }; caption: string; tableLabel: string; points: string[] };
  system: Record<'sources' | 'edge' | 'platform' | 'users', string[]>;
  timeline: { phase: string; weeks: number }[];
  payback?: string;
  team: string[];
}

for (const { path, content } of studies) {
  const { evidence, article } = content as unknown as {
    evidence: Evidence;
    article: { sections: { heading: string }[] };
  };

  test.describe(`the evidence of ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await openPage(page, path);
    });

    test('charts before and after, before the text, with every reading in a table', async ({ page }) => {
      const chart = part(page, evidence.chart.intro.heading);
      await expect(chart.getByRole('img', { name: evidence.chart.caption })).toBeVisible();
      const brief = page.getByRole('heading', { level: 2, name: article.sections[0]!.heading });
      expect((await chart.boundingBox())!.y).toBeLessThan((await brief.boundingBox())!.y);
      await chart.getByText(evidence.chart.tableLabel).click();
      await expect(chart.getByRole('row')).toHaveCount(evidence.chart.points.length + 1);
    });

    test('draws the system from where its data starts to who uses it, in that order', async ({ page }) => {
      const strip = part(page, words.system);
      await expect(strip.getByRole('heading', { level: 3 })).toHaveText(Object.values(words.stages));
      for (const item of [...evidence.system.sources, ...evidence.system.users])
        await expect(strip.getByRole('listitem').filter({ hasText: item }).last()).toBeVisible();
    });

    test('lists the phases of the work with their lengths', async ({ page }) => {
      const phases = part(page, words.timeline).getByRole('listitem');
      await expect(phases).toHaveText(
        evidence.timeline.map(({ phase, weeks }) => `${phase}${weeks} ${weeks === 1 ? words.week : words.weeks}`),
      );
    });

    test('shows its payback beside its results, when it has one', async ({ page }) => {
      const payback = page.getByRole('term').filter({ hasText: words.payback });
      await expect(payback.locator('xpath=following-sibling::dd')).toHaveText(
        evidence.payback ? [evidence.payback] : [],
      );
    });

    test('names the engineers who did it, each a link to their card on About', async ({ page }) => {
      const team = part(page, words.team);
      const named = evidence.team
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
    const { path, content } = studies[0]!;
    const { chart } = (content as unknown as { evidence: Evidence }).evidence;
    await page.goto(path);
    const section = part(page, chart.intro.heading);
    await section.getByText(chart.tableLabel).click();
    await expect(section.getByRole('row')).toHaveCount(chart.points.length + 1);
  });
});
