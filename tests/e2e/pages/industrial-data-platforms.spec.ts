import { expectCaseCards } from '../../support/cases.ts';
import { contentLink, pageContent, shownOn, site } from '../../support/content.ts';
import { expect, openPage, test } from '../../support/test.ts';

const dp = pageContent('industrial-data-platforms');

test.describe('industrial data platforms page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/industrial-data-platforms/');
  });

  test('shows a card for every benefit', async ({ page }) => {
    const benefits = page.getByRole('region', { name: dp.benefits.intro.heading });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(dp.benefits.items.map((item) => item.title));
  });

  test('has industry tabs with manufacturing selected, each listing features and outcomes', async ({ page }) => {
    const list = page.getByRole('tablist', { name: dp.industries.intro.heading });
    await expect(list.getByRole('tab')).toHaveText(dp.industries.items.map((item) => item.label));
    await expect(list.getByRole('tab', { name: dp.industries.items[0]!.label })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const industry of dp.industries.items) {
      await list.getByRole('tab', { name: industry.label }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { name: dp.industries.featuresHeading })).toBeVisible();
      await expect(panel.getByRole('heading', { name: dp.industries.outcomesHeading })).toBeVisible();
      for (const line of [...industry.features, ...industry.outcomes]) await expect(panel).toContainText(line);
    }
  });

  test('lists every cloud technology grouped by category, in order', async ({ page }) => {
    const section = page.getByRole('region', { name: dp.technologies.intro.heading });
    const groups = dp.technologies.items;
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(groups.map((group) => group.category));
    await expect(section.getByRole('heading', { level: 4 })).toHaveCount(groups.flatMap((group) => group.items).length);
    for (const group of groups) {
      const list = section.getByRole('group', { name: group.category });
      await expect(list.getByRole('heading', { level: 4 })).toHaveText(group.items.map((item) => item.name));
      for (const item of group.items) await expect(list).toContainText(item.description);
    }
  });

  test('shows its success stories, each with Read Full Case Study leading to its case study', async ({ page }) => {
    const stories = page.getByRole('region', { name: dp.caseStudies.intro.heading });
    const studies = shownOn('/industrial-data-platforms/');
    expect(studies).toHaveLength(dp.caseStudies.show);
    await expectCaseCards(stories, studies);
    await stories.getByRole('link', { name: `${site.ui.readCaseStudy}, ${studies[0]!.label}` }).click();
    await expect(page).toHaveURL(studies[0]!.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(studies[0]!.hero.heading);
  });

  test('closes with a call to action to the contact page', async ({ page }) => {
    const [label, href] = contentLink(dp.cta.actions[0]!);
    await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});

test.describe('industrial data platforms page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every industry tab, and leads to every full success story', async ({ page }) => {
    await page.goto('/industrial-data-platforms/');
    for (const industry of dp.industries.items) await expect(page.getByText(industry.description)).toBeVisible();
    const [study] = shownOn('/industrial-data-platforms/');
    await page.getByRole('link', { name: `${site.ui.readCaseStudy}, ${study!.label}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study!.hero.heading);
  });
});
