import { expectCaseCards } from '../../support/cases.ts';
import { contentLink, moreLinkName, pageContent, present, shownOn } from '../../support/content.ts';
import { expect, openPage, test } from '../../support/test.ts';

const energy = pageContent('energy-management');

test.describe('energy management page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/energy-management/');
  });

  test('shows a card for every solution', async ({ page }) => {
    const solutions = page.getByRole('region', { name: energy.solutions.intro.heading });
    await expect(solutions.getByRole('heading', { level: 3 })).toHaveText(
      energy.solutions.items.map((item) => item.title),
    );
  });

  test('charts a day’s demand half-hour by half-hour, with the same figures in a table on request', async ({
    page,
  }) => {
    const profile = present(energy.profile, 'energy management load profile');
    const section = page.getByRole('region', { name: profile.intro.heading });
    const chart = section.getByRole('img', { name: profile.caption });
    await expect(chart).toBeVisible();
    // The plot fills its card's width, at a readable height.
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeGreaterThan(600);
    expect(box.height).toBeGreaterThan(200);
    await expect(section.getByRole('listitem')).toHaveText(profile.series.map((series) => series.label));
    const table = section.getByRole('table');
    await expect(table).toBeHidden();
    await section.getByText(profile.tableLabel).click();
    await expect(table).toBeVisible();
    // The heading's row, 48 half-hours, and the day's average.
    await expect(table.getByRole('row')).toHaveCount(50);
    const [before, after] = profile.series;
    const [was, is] = [before!.values[32]!, after!.values[32]!];
    const change = (is - was).toLocaleString('en-GB', { signDisplay: 'exceptZero' });
    await expect(table.getByRole('row', { name: /^16:00 / })).toHaveText(
      new RegExp(`^16:00\\s*${was.toLocaleString('en-GB')}\\s*${is.toLocaleString('en-GB')}\\s*${change} \\(`),
    );
  });

  test('answers every compliance question, one open at a time, each closable', async ({ page }) => {
    const faq = page.getByRole('region', { name: energy.faq.intro.heading });
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText(energy.faq.items.map((item) => item.question));
    const first = energy.faq.items[0]!;
    const second = energy.faq.items[1]!;
    await expect(faq.getByText(first.answer)).toBeHidden();
    await faq.getByRole('heading', { name: first.question }).click();
    await expect(faq.getByText(first.answer)).toBeVisible();
    await faq.getByRole('heading', { name: second.question }).click();
    await expect(faq.getByText(second.answer)).toBeVisible();
    await expect(faq.getByText(first.answer)).toBeHidden();
    await faq.getByRole('heading', { name: second.question }).click();
    await expect(faq.getByText(second.answer)).toBeHidden();
  });

  test('sets an open answer across its card, the card as wide as a readable line', async ({ page }) => {
    const faq = page.getByRole('region', { name: energy.faq.intro.heading });
    const first = energy.faq.items[0]!;
    await faq.getByRole('heading', { name: first.question }).click();
    const answer = faq.getByText(first.answer);
    const [text, card] = await answer.evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const card = p.closest('details')!;
      const inner = card.getBoundingClientRect().right - parseFloat(getComputedStyle(p).marginRight) - 1;
      return [
        range.getBoundingClientRect(),
        { right: inner, ems: card.clientWidth / parseFloat(getComputedStyle(p).fontSize) },
      ];
    });
    // The longest line ends within a word's width of the card's inner edge: no empty strip beside the answer.
    expect(card.right - text.right).toBeLessThan(60);
    expect(card.ems).toBeLessThanOrEqual(34);
  });

  test('sets the questions beside their heading on desktop, with a way to ask about your own case', async ({
    page,
  }) => {
    const faq = page.getByRole('region', { name: energy.faq.intro.heading });
    const heading = await faq.getByRole('heading', { level: 2 }).boundingBox();
    const first = await faq.getByRole('heading', { level: 3 }).first().boundingBox();
    expect(first!.x).toBeGreaterThan(heading!.x + heading!.width);
    expect(first!.y).toBeLessThan(heading!.y + heading!.height);
    const [label, href] = contentLink(energy.faq.link);
    await expect(faq.getByRole('link', { name: moreLinkName(label, energy.faq.intro.heading) })).toHaveAttribute(
      'href',
      href,
    );
  });

  test('opens and closes a question from the keyboard', async ({ page }) => {
    const faq = page.getByRole('region', { name: energy.faq.intro.heading });
    const { question, answer } = energy.faq.items[3]!;
    // A question's <summary> has no ARIA role (browsers expose it as their own disclosure control), so it is found
    // by the question it holds.
    await faq.locator('summary', { hasText: question }).focus();
    await page.keyboard.press('Enter');
    await expect(faq.getByText(answer)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(faq.getByText(answer)).toBeHidden();
  });

  test('shows its newest case studies as cards, as many as the page asks, with sector, place and tags, and leads to all of them', async ({
    page,
  }) => {
    const projects = page.getByRole('region', { name: energy.caseStudies.intro.heading });
    const studies = shownOn('/energy-management/');
    expect(studies).toHaveLength(energy.caseStudies.show);
    await expectCaseCards(projects, studies);
    await expect(projects.getByRole('link', { name: energy.caseStudies.all })).toHaveAttribute(
      'href',
      '/case-studies/energy-management/',
    );
  });

  test('closes with calls to action to the contact and about pages', async ({ page }) => {
    const contact = contentLink(energy.cta.actions[0]!);
    const about = contentLink(energy.cta.actions[1]!);
    const cta = page.getByRole('region', { name: energy.cta.heading });
    await expect(cta.getByRole('link', { name: contact[0] })).toHaveAttribute('href', contact[1]);
    await expect(page.getByRole('main').getByRole('link', { name: about[0], exact: true })).toHaveAttribute(
      'href',
      about[1],
    );
  });
});

test.describe('energy management page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('opens every compliance answer, one at a time', async ({ page }) => {
    await page.goto('/energy-management/');
    for (const item of energy.faq.items) {
      await page.getByRole('heading', { name: item.question }).click();
      await expect(page.getByText(item.answer)).toBeVisible();
    }
    await expect(page.getByText(energy.faq.items[0]!.answer)).toBeHidden();
  });
});
