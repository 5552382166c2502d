import { pageContent } from '../../support/content';
import { expect, openPage, test } from '../../support/test';

const dp = pageContent('industrial-data-platforms');

test.describe('industrial data platforms page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/industrial-data-platforms/');
  });

  test('shows four benefit cards', async ({ page }) => {
    const benefits = page.getByRole('region', { name: dp.benefits.intro.heading });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveCount(4);
  });

  test('has industry tabs with manufacturing selected, each listing features and outcomes', async ({ page }) => {
    const list = page.getByRole('tablist', { name: dp.industries.intro.heading });
    await expect(list.getByRole('tab')).toHaveText(['Manufacturing', 'Energy & Utilities', 'Charge Point Operators']);
    await expect(list.getByRole('tab', { name: 'Manufacturing' })).toHaveAttribute('aria-selected', 'true');
    for (const industry of dp.industries.items) {
      await list.getByRole('tab', { name: industry.label }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { name: dp.industries.featuresHeading })).toBeVisible();
      await expect(panel.getByRole('heading', { name: dp.industries.outcomesHeading })).toBeVisible();
      for (const line of [...industry.features, ...industry.outcomes]) await expect(panel).toContainText(line);
    }
  });

  test('lists twelve cloud technologies grouped by category, in order', async ({ page }) => {
    const section = page.getByRole('region', { name: dp.technologies.intro.heading });
    const groups: { category: string; items: { name: string; description: string }[] }[] = dp.technologies.items;
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(groups.map((group) => group.category));
    await expect(section.getByRole('heading', { level: 4 })).toHaveCount(12);
    for (const group of groups) {
      const list = section.getByRole('group', { name: group.category });
      await expect(list.getByRole('heading', { level: 4 })).toHaveText(group.items.map((item) => item.name));
      for (const item of group.items) await expect(list).toContainText(item.description);
    }
  });

  test('opens each success story in full in the side sheet', async ({ page }) => {
    const stories = page.getByRole('region', { name: dp.stories.intro.heading });
    await expect(stories.getByRole('heading', { level: 3 })).toHaveCount(3);
    for (const story of dp.stories.items) {
      const trigger = stories.getByRole('button', { name: `Read Full Case Study, ${story.title}` });
      await trigger.click();
      const sheet = page.getByRole('dialog', { name: story.title });
      await expect(sheet).toContainText(story.body[2]);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  });

  test('closes with a call to action to the contact page', async ({ page }) => {
    await expect(page.getByRole('link', { name: dp.cta.actions[0].label })).toHaveAttribute('href', '/contact/');
  });
});

test.describe('industrial data platforms page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every industry tab, and opens every full success story', async ({ page }) => {
    await page.goto('/industrial-data-platforms/');
    for (const industry of dp.industries.items) await expect(page.getByText(industry.description)).toBeVisible();
    for (const story of dp.stories.items) {
      await page.getByRole('button', { name: `${dp.stories.readMore}, ${story.title}` }).click();
      const sheet = page.getByRole('dialog', { name: story.title });
      await expect(sheet).toContainText(story.body[0]);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
    }
  });
});
