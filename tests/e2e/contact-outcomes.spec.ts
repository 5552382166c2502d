import type { Page } from '@playwright/test';
import { HttpResponse } from 'msw';
import { heldReply, replies } from '../mocks/handlers.ts';
import {
  contactForm as form,
  field,
  fillIn,
  notices,
  providerRequests,
  sendButton as send,
  stopClock,
  touchForm,
  typed,
} from '../support/contact-form.ts';
import { form as formText, site } from '../support/content.ts';
import { expect, openPage, test } from '../support/test.ts';

// MSW answers the form provider for these tests' sends (tests/support/test.ts).
test.use({ sendsForm: true });

const { success, failure, alert } = formText.notices;
const emailInstead = formText.emailInstead.replace('{email}', site.email);

/** What the page's live regions say now: an outcome is announced once, so this holds its words alone. */
const announced = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])')]
      .map((region) => region.textContent.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );

/**
 * An outcome: said in the form, where focus is, and announced once; its notice, in its own words, says it again
 * without announcing it.
 */
async function expectOutcome(
  page: Page,
  role: 'alert' | 'status',
  says: string,
  notice: { title: string; text: string },
) {
  const said = form(page).getByRole(role);
  await expect(said).toHaveText(says);
  await expect(said).toBeFocused();
  await expect(notices(page).getByRole('alertdialog', { name: notice.title })).toContainText(notice.text);
  expect(await announced(page)).toEqual([(await said.textContent())!.replace(/\s+/g, ' ').trim()]);
}

/** What the alert says of a failure: the spec's sentence, then why where the form knows, then the email address. */
const failed = (why?: string) => [alert, why, emailInstead].filter(Boolean).join(' ');

async function expectKept(page: Page) {
  for (const input of ['name', 'email', 'message'] as const) await expect(field(page, input)).toHaveValue(typed[input]);
}

test.describe('contact form: each outcome announced once, with focus on it, and repeated in its notice', () => {
  test('sent: the confirmation, focused, in the notice’s words', async ({ page }) => {
    await openPage(page, '/contact/');
    await fillIn(page);
    await send(page).click();
    await expectOutcome(page, 'status', `${success.title} ${success.text}`, success);
  });

  test('refused by the provider: the alert, focused, says so and offers the email address', async ({
    page,
    network,
  }) => {
    network.use(replies.rejected('Invalid access key'));
    await openPage(page, '/contact/');
    await fillIn(page);
    await send(page).click();
    await expectOutcome(page, 'alert', failed(), failure);
    await expect(form(page).getByRole('alert').getByRole('link', { name: site.email })).toBeVisible();
    await expectKept(page);
  });

  // A wait of more than an hour is no use to a visitor (999999999 seconds would read "16,666,667 minutes").
  for (const [retryAfter, wait] of [
    ['60', '60 seconds'],
    ['999999999', formText.notices.tooManyWait],
  ] as const) {
    test(`too many messages: says how long to wait, from a Retry-After of ${retryAfter}`, async ({ page, network }) => {
      network.use(replies.rateLimited(retryAfter));
      await openPage(page, '/contact/');
      await fillIn(page);
      await send(page).click();
      await expectOutcome(page, 'alert', failed(formText.notices.tooMany.replace('{wait}', wait)), failure);
      await expectKept(page);
    });
  }

  test('no answer in 15 s: says the message may not have been sent', async ({ page, network }) => {
    network.use(replies.noAnswer());
    await page.clock.install();
    await openPage(page, '/contact/');
    await stopClock(page);
    await fillIn(page);
    await send(page).click();
    await page.clock.runFor(14_000);
    await expect(send(page)).toHaveText(formText.sending);
    await page.clock.runFor(1_500);
    await expect(form(page).getByRole('alert')).toBeVisible();
    // The alert takes focus in the next frame, which the held clock gives only when moved on.
    await page.clock.runFor(100);
    await expectOutcome(page, 'alert', failed(formText.notices.noAnswer), failure);
    await expectKept(page);
  });

  test('offline: says nothing was sent, and sends nothing', async ({ page, context }) => {
    const requests = providerRequests(page);
    await openPage(page, '/contact/');
    // The form's first focus asks for the code of its checks and notices (src/contact/onDemand.tsx). Offline before
    // it arrives, a page has no notices by design; this test is of one that has them, so it waits for that code.
    const loading = new Set<string>();
    page.on('request', (request) => loading.add(request.url()));
    page.on('requestfinished', (request) => loading.delete(request.url()));
    page.on('requestfailed', (request) => loading.delete(request.url()));
    await touchForm(page);
    await fillIn(page);
    await expect.poll(() => loading.size).toBe(0);
    await context.setOffline(true);
    await send(page).click();
    await expectOutcome(page, 'alert', failed(formText.notices.offline), failure);
    await context.setOffline(false);
    expect(requests).toHaveLength(0);
    await expectKept(page);
  });

  test('the line drops while it sends: says the message may not have been sent', async ({ page, context, network }) => {
    const { handler, release } = heldReply(() => HttpResponse.error());
    network.use(handler);
    const requests = providerRequests(page);
    await openPage(page, '/contact/');
    await fillIn(page);
    await send(page).click();
    await expect(send(page)).toHaveText(formText.sending);
    await context.setOffline(true);
    release();
    await expectOutcome(page, 'alert', failed(formText.notices.dropped), failure);
    await context.setOffline(false);
    expect(requests).toHaveLength(1);
    await expectKept(page);
  });

  test('a field in error: focus on the first one, and no alert, notice or announcement', async ({ page }) => {
    await openPage(page, '/contact/');
    // The form's own checks are what this tests; a press before their code arrives gets the browser's.
    await touchForm(page);
    await field(page, 'message').fill(typed.message);
    await send(page).click();
    await expect(field(page, 'name')).toBeFocused();
    await expect(field(page, 'name')).toHaveAccessibleDescription(formText.inputs.name.required);
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    await expect(notices(page)).toHaveCount(0);
    expect(await announced(page)).toEqual([]);
  });

  test('while sending, focus stays on Send, which says Sending... once', async ({ page, network }) => {
    network.use(replies.slowSuccess(1_500));
    await openPage(page, '/contact/');
    await fillIn(page);
    await send(page).focus();
    await page.keyboard.press('Enter');
    await expect(send(page)).toHaveText(formText.sending);
    await expect(send(page)).toBeFocused();
    await expect(send(page)).toHaveAttribute('aria-disabled', 'true');
    expect(await announced(page)).toEqual([formText.sending]);
    await expectOutcome(page, 'status', `${success.title} ${success.text}`, success);
  });
});
