import { pageContent, site } from '../../support/content';
import { expect, openPage, test } from '../../support/test';

const about = pageContent('about');

test.describe('about page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/about/');
  });

  test('tells the company story with the founder from site.json', async ({ page }) => {
    const story = page.getByRole('region', { name: about.story.intro.heading });
    await expect(story).toContainText(`founded by ${site.founder}, a technologist with over 24 years of experience`);
    await expect(story).not.toContainText('{founder}');
  });

  test('shows the four statistics', async ({ page }) => {
    const stats = page.getByRole('region', { name: about.stats.intro.heading });
    await expect(stats.getByRole('term')).toHaveText([
      'Years of Experience',
      'Industry Sectors',
      'Energy Controlled',
      'Data Points/Hour',
    ]);
    await expect(stats.getByRole('definition')).toHaveText(['24+', '12+', '50+ MW', '20K+']);
  });

  test('shows three expertise cards', async ({ page }) => {
    const expertise = page.getByRole('region', { name: about.expertise.intro.heading });
    await expect(expertise.getByRole('heading', { level: 3 })).toHaveCount(3);
  });

  test('shows a leadership card for the founder', async ({ page }) => {
    const leadership = page.getByRole('region', { name: about.leadership.intro.heading });
    await expect(leadership.getByRole('heading', { level: 3 })).toHaveText(site.founder);
    await expect(leadership).toContainText(about.leadership.people[0].role);
  });

  test('ends with a call to action to the contact page', async ({ page }) => {
    const cta = page.getByRole('region', { name: about.cta.heading });
    await expect(cta.getByRole('link', { name: about.cta.actions[0].label })).toHaveAttribute('href', '/contact/');
    await expect(cta.getByRole('link', { name: about.cta.actions[1].label })).toHaveAttribute(
      'href',
      '/case-study-onsite-energy/',
    );
  });
});
