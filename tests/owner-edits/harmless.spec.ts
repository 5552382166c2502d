import { pageContent, present } from '../support/content.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { edited } from '../support/servers.ts';
import { expect, openPage, test, widths } from '../support/test.ts';

/**
 * The owner's mistakes that build (tests/fixtures/owner-mistakes/harmless.ts), on the site built from them by
 * scripts/check-editor-build.ts: every page they touch still works, for a mouse, a keyboard and a screen reader.
 */
test.use({ baseURL: edited.url });

const ai = pageContent('ai-solutions');
const dp = pageContent('industrial-data-platforms');
const about = pageContent('about');
const home = pageContent('home');

test('the AI page shows its first tab when that tab’s id is renamed, and the keyboard reaches it', async ({ page }) => {
  await openPage(page, '/ai-solutions/', widths.mobile);
  const first = page.getByRole('tab', { name: ai.technologies.items[0]!.label, exact: true });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: ai.technologies.items[0]!.label })).toBeVisible();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: ai.technologies.items[1]!.label, exact: true })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: ai.technologies.items[1]!.label })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the data platforms page shows the tab that is now first when the first is deleted', async ({ page }) => {
  await openPage(page, '/industrial-data-platforms/', widths.desktop);
  await expect(page.getByRole('tab', { name: dp.industries.items[0]!.label, exact: true })).toHaveCount(0);
  const first = page.getByRole('tab', { name: dp.industries.items[1]!.label, exact: true });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: dp.industries.items[1]!.label })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('HTML pasted into a heading shows as its text, and a decorative picture is passed by', async ({ page }) => {
  await openPage(page, '/about/', widths.desktop);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Engineers <b>who</b> have stood on the floor' }),
  ).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
  await expect(
    page.getByRole('img', { name: present(about.hero.image?.alt, 'About hero picture description') }),
  ).toHaveCount(0);
  await expect(page.locator('main img[alt=""]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the home page without its testimonial and logos still shows its sections in order', async ({ page }) => {
  await openPage(page, '/', widths.mobile);
  await expect(page.getByRole('heading', { level: 1, name: home.hero.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: present(home.logos, 'home logos').heading })).toHaveCount(0);
  await expect(page.getByText(present(home.testimonial, 'home testimonial').text)).toHaveCount(0);
  await expect(page.getByRole('region', { name: home.contact.intro.heading })).toBeVisible();
  await expectNoAxeViolations(page);
});
