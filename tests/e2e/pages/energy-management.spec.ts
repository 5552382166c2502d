import { pageContent } from '../../support/content';
import { expect, openPage, test } from '../../support/test';

const energy = pageContent('energy-management');

test.describe('energy management page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/energy-management/');
  });

  test('shows four solution cards', async ({ page }) => {
    const solutions = page.getByRole('region', { name: energy.solutions.intro.heading });
    await expect(solutions.getByRole('heading', { level: 3 })).toHaveCount(4);
  });

  test('answers four compliance questions, one open at a time, each closable', async ({ page }) => {
    const faq = page.getByRole('region', { name: energy.faq.intro.heading });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(4);
    const [first, second] = energy.faq.items;
    const q1 = faq.getByRole('button', { name: first.question });
    const q2 = faq.getByRole('button', { name: second.question });
    await expect(q1).toHaveAttribute('aria-expanded', 'false');
    await q1.click();
    await expect(q1).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(first.answer)).toBeVisible();
    await q2.click();
    await expect(q2).toHaveAttribute('aria-expanded', 'true');
    await expect(q1).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(first.answer)).toBeHidden();
    await q2.click();
    await expect(q2).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens a question from the keyboard', async ({ page }) => {
    const faq = page.getByRole('region', { name: energy.faq.intro.heading });
    const q = faq.getByRole('button', { name: energy.faq.items[3].question });
    await q.focus();
    await page.keyboard.press('Enter');
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(q).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows six featured projects with location and tags', async ({ page }) => {
    const projects = page.getByRole('region', { name: energy.projects.intro.heading });
    await expect(projects.getByRole('heading', { level: 3 })).toHaveCount(6);
    for (const project of energy.projects.items) {
      const card = projects.getByRole('article').filter({ hasText: project.title });
      await expect(card).toContainText(project.location);
      for (const tag of project.tags) await expect(card).toContainText(tag);
    }
  });

  test('closes with calls to action to the contact and about pages', async ({ page }) => {
    const [contact, about] = energy.cta.actions;
    await expect(page.getByRole('link', { name: contact.label })).toHaveAttribute('href', '/contact/');
    await expect(page.getByRole('main').getByRole('link', { name: about.label, exact: true })).toHaveAttribute('href', '/about/');
  });
});

test.describe('energy management page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every compliance answer', async ({ page }) => {
    await page.goto('/energy-management/');
    for (const item of energy.faq.items) await expect(page.getByText(item.answer)).toBeVisible();
  });
});
