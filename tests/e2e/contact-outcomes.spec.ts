import type { Page } from '@playwright/test';
import { HttpResponse } from 'msw';
import { heldReply, replies } from '../mocks/handlers';
import {
  contactForm as form,
  field,
  fillIn,
  notices,
  providerRequests,
  sendButton as send,
  stopClock,
  typed,
} from '../support/contact-form';
import { form as formText, site } from '../support/content';
import { expect, openPage, test } from '../support/test';

const { success, failure } = formText.notices;
const emailInstead = formText.emailInstead.replace('{email}', site.email);

/** What the page's live regions say now: an outcome is announced once, so this holds its words alone. */
const announced = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])')]
      .map((region) => region.textContent.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );

/** The outcome's words: in the form, where focus is, announced once, and the same in its notice. */
async function expectOutcome(page: Page, role: 'alert' | 'status', title: string, text: string) {
  const said = form(page).getByRole(role);
  await expect(said).toContainText(`${title} ${text}`);
  await expect(said).toBeFocused();
  const notice = notices(page).getByRole('alertdialog', { name: title });
  await expect(notice).toContainText(text);
  expect(await announced(page)).toEqual([(await said.textContent())!.replace(/\s+/g, ' ').trim()]);
}

async function expectKept(page: Page) {
  for (const input of ['name', 'email', 'message'] as const) await expect(field(page, input)).toHaveValue(typed[input]);
}

test.describe('contact form: each outcome said once, in one wording, with focus on it', () => {
  test('sent: the confirmation, focused, in the notice’s words', async ({ page }) => {
    await openPage(page, '/contact/');
    await fillIn(page);
    await send(page).click();
    await expectOutcome(page, 'status', success.title, success.text);
  });

  test('refused by the provider: the alert, focused, says so and offers the email address', async ({
    page,
    network,
  }) => {
    network.use(replies.rejected('Invalid access key'));
    await openPage(page, '/contact/');
    await fillIn(page);
    await send(page).click();
    await expectOutcome(page, 'alert', failure.title, failure.text);
    await expect(form(page).getByRole('alert')).toContainText(emailInstead);
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
      await expectOutcome(page, 'alert', failure.title, formText.notices.tooMany.replace('{wait}', wait));
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
    await expectOutcome(page, 'alert', failure.title, formText.notices.noAnswer);
    await expectKept(page);
  });

  test('offline: says nothing was sent, and sends nothing', async ({ page, context }) => {
    const requests = providerRequests(page);
    await openPage(page, '/contact/');
    await fillIn(page);
    await context.setOffline(true);
    await send(page).click();
    await expectOutcome(page, 'alert', failure.title, formText.notices.offline);
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
    await expectOutcome(page, 'alert', failure.title, formText.notices.dropped);
    await context.setOffline(false);
    expect(requests).toHaveLength(1);
    await expectKept(page);
  });

  test('a field in error: focus on the first one, and no alert, notice or announcement', async ({ page }) => {
    await openPage(page, '/contact/');
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
    await expectOutcome(page, 'status', success.title, success.text);
  });
});
