import { contentLink, fill, pageContent, site } from '../../support/content.ts';
import { expect, openPage, test } from '../../support/test.ts';

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

  test('shows every statistic, each with its line of detail', async ({ page }) => {
    const stats = page.getByRole('region', { name: about.stats.intro.heading });
    await expect(stats.getByRole('term')).toHaveText(site.stats.map((stat) => stat.label));
    await expect(stats.getByRole('definition')).toHaveText(
      site.stats.flatMap((stat) => [stat.value, ...(stat.detail ? [stat.detail] : [])]),
    );
  });

  test('shows a card for each area of expertise', async ({ page }) => {
    const expertise = page.getByRole('region', { name: about.expertise.intro.heading });
    await expect(expertise.getByRole('heading', { level: 3 })).toHaveText(
      about.expertise.items.map((item) => item.title),
    );
  });

  test('shows the founder first, then the engineers, each with a portrait, a role and a line', async ({ page }) => {
    const leadership = page.getByRole('region', { name: about.leadership.intro.heading });
    const { people } = about.leadership;
    await expect(leadership.getByRole('heading', { level: 3 })).toHaveText(people.map((person) => fill(person.name)));
    expect(fill(people[0]!.name)).toBe(site.founder);
    for (const person of people) {
      const card = leadership
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: fill(person.name) }) });
      await expect(card).toContainText(person.role);
      await expect(card).toContainText(fill(person.bio));
    }
    // Each photo in content, shown with its words; a person without one shows initials instead.
    for (const alt of people.flatMap((person) => person.photo?.alt ?? [])) {
      await expect(leadership.getByRole('img', { name: fill(alt) })).toBeVisible();
    }
  });

  test('lists the facts a supplier check asks for, each a term and its value', async ({ page }) => {
    const company = page.getByRole('region', { name: about.company.intro.heading });
    await expect(company.getByRole('term')).toHaveText(about.company.facts.map((fact) => fact.label));
    await expect(company.getByRole('definition')).toHaveText(about.company.facts.map((fact) => fact.value));
  });

  test('ends with a call to action to the contact page', async ({ page }) => {
    const cta = page.getByRole('region', { name: about.cta.heading });
    for (const [label, href] of about.cta.actions.map(contentLink)) {
      await expect(cta.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });
});
