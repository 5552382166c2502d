import type { Page, Request } from '@playwright/test';
import { heldReply } from '../mocks/handlers.ts';
import {
  contactForm as form,
  field,
  fillIn,
  notices,
  providerRequests,
  sendButton as send,
} from '../support/contact-form.ts';
import { form as formText } from '../support/content.ts';
import { expect, openPage, test } from '../support/test.ts';

// MSW answers the form provider for these tests' sends (tests/support/test.ts).
test.use({ sendsForm: true });

const { success } = formText.notices;

test.describe('contact form while sending', () => {
  /** The confirmation above the emptied fields, and no error: what a visitor sees once the one message has gone. */
  async function expectSentOnce(page: Page, requests: Request[]) {
    await expect(form(page).getByRole('status')).toContainText(`${success.title} ${success.text}`);
    await expect(notices(page).getByRole('alertdialog', { name: success.title })).toBeVisible();
    for (const input of ['name', 'email', 'message'] as const) {
      await expect(field(page, input)).toHaveValue('');
      await expect(field(page, input)).not.toHaveAttribute('aria-invalid');
    }
    expect(requests).toHaveLength(1);
  }

  test('sends one request however often the visitor clicks, double-clicks or presses Enter', async ({
    page,
    network,
  }) => {
    const { handler, release } = heldReply();
    network.use(handler);
    const requests = providerRequests(page);
    await openPage(page, '/contact/');
    await fillIn(page);
    await field(page, 'name').press('Enter');
    await expect(send(page)).toHaveText(formText.sending);
    // While sending the button is aria-disabled, which Playwright waits out: a visitor's click lands all the same.
    /* eslint-disable playwright/no-force-option */
    await send(page).click({ force: true });
    await send(page).dblclick({ force: true });
    /* eslint-enable playwright/no-force-option */
    await field(page, 'email').press('Enter');
    await send(page).press('Enter');
    await expect(send(page)).toHaveText(formText.sending);
    release();
    await expectSentOnce(page, requests);
  });

  test('a second press of Send while it sends leaves the confirmation when the reply comes', async ({
    page,
    network,
  }) => {
    const { handler, release } = heldReply();
    network.use(handler);
    const requests = providerRequests(page);
    await openPage(page, '/contact/');
    await fillIn(page);
    await send(page).click();
    await expect(send(page)).toHaveText(formText.sending);
    // Playwright holds a click on the aria-disabled button until the reply enables it again, as a visitor's second
    // press may land a moment after the reply: either way it reaches the emptied form under the confirmation.
    const again = send(page).click();
    release();
    await again;
    await expectSentOnce(page, requests);
  });
});
