import { contentLink, fill, pageContent, site } from '../../support/content';
import { expect, openPage, test } from '../../support/test';

const about = pageContent('about');

test.describe('about page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/about/');
  });

  test('tells the company story with the founder from site.json', async ({ page }) => {
    const story = page.getByRole('region', { name: about.story.intro.heading });
    for (const paragraph of about.story.paragraphs) await expect(story).toContainText(fill(paragraph));
    await expect(story).not.toContainText('{founder}');
  });

  test('shows the four statistics, each with its line of detail', async ({ page }) => {
    const stats = page.getByRole('region', { name: about.stats.intro.heading });
    type Stat = { value: string; label: string; detail?: string };
    await expect(stats.getByRole('term')).toHaveText(site.stats.map((stat: Stat) => stat.label));
    await expect(stats.getByRole('definition')).toHaveText(
      site.stats.flatMap((stat: Stat) => [stat.value, ...(stat.detail ? [stat.detail] : [])]),
    );
  });

  test('shows three expertise cards', async ({ page }) => {
    const expertise = page.getByRole('region', { name: about.expertise.intro.heading });
    await expect(expertise.getByRole('heading', { level: 3 })).toHaveText(
      about.expertise.items.map((item: { title: string }) => item.title),
    );
  });

  test('shows a leadership card for the founder', async ({ page }) => {
    const leadership = page.getByRole('region', { name: about.leadership.intro.heading });
    await expect(leadership.getByRole('heading', { level: 3 })).toHaveText(site.founder);
    await expect(leadership).toContainText(about.leadership.people[0].role);
  });

  test('ends with a call to action to the contact page', async ({ page }) => {
    const cta = page.getByRole('region', { name: about.cta.heading });
    for (const [label, href] of about.cta.actions.map(contentLink)) {
      await expect(cta.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });
});
