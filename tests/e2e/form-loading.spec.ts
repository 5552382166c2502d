import type { Page } from '@playwright/test';
import { attribute, islandState } from '../../plugins/page-start/contract.ts';
import { contactForm as form, field, providerRequests } from '../support/contact-form.ts';
import { form as formText, pageContent, pathFor, site, siteUrl } from '../support/content.ts';
import { expect, expectIsland, holdBack, openPage, test } from '../support/test.ts';

// MSW answers the form provider for these tests' sends (tests/support/test.ts).
test.use({ sendsForm: true });

const typed = {
  name: 'Ada Lovelace',
  email: 'ada@plant.example',
  message: 'Our Siemens S7 line needs OPC UA into Azure, 20K points an hour.',
};
/**
 * The page the form leads to once sent (form.json names it: the message-sent page, whose words the tests read), and
 * its public address (SITE_URL is not set for the tests' build).
 */
const sent = pageContent('message-sent');
const sentPath = pathFor(formText.sent.route);
const sentPage = `${siteUrl}${sentPath}`;

/**
 * Types into the three text fields one after another, as a person does: click the first, Tab to the next, and
 * past the topic, which they leave as it is.
 */
async function typeEverything(page: Page) {
  await field(page, 'name').click();
  await page.keyboard.type(typed.name, { delay: 25 });
  await page.keyboard.press('Tab');
  await page.keyboard.type(typed.email, { delay: 25 });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type(typed.message, { delay: 25 });
}

test.describe('the contact form never loses what a visitor types while the page loads', () => {
  test('keeps every character, the caret and focus when the form hydrates mid-typing on a slow phone, and sends them all', async ({
    page,
    context,
  }) => {
    // Everything four times slower: three times the time-out.
    test.slow();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // When the form's code starts working, on the page's clock.
    await page.addInitScript(
      ({ name, ready }) => {
        new MutationObserver((changes) => {
          if (changes.some((change) => (change.target as Element).getAttribute(name) === ready)) {
            (window as { formReadyAt?: number }).formReadyAt ??= performance.now();
          }
        }).observe(document, { subtree: true, attributeFilter: [name] });
      },
      { name: attribute.islandState, ready: islandState.ready },
    );
    const release = await holdBack(page, 'island-contact-form');
    const requests = providerRequests(page);
    await page.goto('/contact/', { waitUntil: 'commit' });
    await field(page, 'name').waitFor();

    // The form's code arrives once the visitor is well into the first field. On a 4× slower CPU under a busy
    // machine, the first six keys alone have taken more than expect's 5 s: this waits as long as the typing takes.
    const wellInto = expect(field(page, 'name')).toHaveValue(/^.{6}/, { timeout: 30_000 });
    await Promise.all([typeEverything(page), wellInto.then(release)]);
    const typingEndedAt = await page.evaluate(() => performance.now());
    const readyAt = await page.evaluate(() => (window as { formReadyAt?: number }).formReadyAt);
    expect(readyAt, 'the form hydrated while the visitor was still typing').toBeLessThan(typingEndedAt);

    await expect(field(page, 'message')).toBeFocused();
    await expect(field(page, 'name')).toHaveValue(typed.name);
    await expect(field(page, 'email')).toHaveValue(typed.email);
    await expect(field(page, 'message')).toHaveValue(typed.message);
    await form(page).getByRole('button', { name: formText.submit }).click();
    await expect(
      page.getByRole('region', { name: formText.notices.label }).getByText(formText.notices.success.title),
    ).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.postDataJSON()).toMatchObject(typed);
  });

  test('a press on Send before the form works, with a field empty, gets the browser’s own check and loses nothing', async ({
    page,
  }) => {
    const requests = providerRequests(page);
    const release = await holdBack(page, 'island-contact-form');
    await openPage(page, '/contact/');
    await field(page, 'email').fill('ada@');
    await form(page).getByRole('button', { name: formText.submit }).click();
    await expect(field(page, 'name')).toBeFocused();
    expect(await field(page, 'name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    release();
    await expectIsland(page, 'contact-form', islandState.ready);
    await expect(field(page, 'email')).toHaveValue('ada@');
    expect(requests).toHaveLength(0);
  });

  test("posts every field itself when the page's scripts fail to load, and lands on the message-sent page", async ({
    page,
  }) => {
    await page.route(/\.js$/, (route) => route.abort());
    const requests = providerRequests(page);
    await page.goto('/contact/', { waitUntil: 'commit' });
    await field(page, 'name').waitFor();
    await typeEverything(page);
    await form(page).getByRole('button', { name: formText.submit }).click();
    await expect(page).toHaveURL(sentPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sent.hero.heading);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(requests[0]!.postData() ?? ''))).toMatchObject({
      ...typed,
      redirect: sentPage,
    });
  });
});

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts every field, the key, the subject and where to go next, and lands back on the site', async ({ page }) => {
    const requests = providerRequests(page);
    await page.goto('/contact/');
    await form(page).getByRole('button', { name: formText.submit }).click();
    await expect(page).toHaveURL('/contact/');
    expect(requests, "the browser's own checks stop an empty form").toHaveLength(0);
    await field(page, 'name').fill(typed.name);
    await field(page, 'message').fill(typed.message);
    // An address whose domain has no dot, which no reply from outside can reach: the field's pattern stops it.
    await field(page, 'email').fill('ada@plant');
    await form(page).getByRole('button', { name: formText.submit }).click();
    await expect(page).toHaveURL('/contact/');
    expect(await field(page, 'email').evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
    expect(requests, "the browser's own checks stop an address without a dot in its domain").toHaveLength(0);
    await field(page, 'email').fill(typed.email);
    await form(page).getByRole('button', { name: formText.submit }).click();
    await expect(page).toHaveURL(sentPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sent.hero.heading);
    await expect(page.getByText(sent.next.steps[0]!.replace('{email}', site.email))).toBeVisible();
    const fields = Object.fromEntries(new URLSearchParams(requests[0]!.postData() ?? ''));
    expect(fields).toMatchObject({
      ...typed,
      subject: formText.subject,
      redirect: sentPage,
    });
    expect(fields.access_key).toBeTruthy();
  });
});
