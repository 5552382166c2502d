import { replies } from '../mocks/handlers.ts';
import {
  contactForm as form,
  field,
  fillIn,
  notices,
  providerRequests,
  sendButton as send,
  sentFields,
  stopClock,
  touchForm,
  typed,
} from '../support/contact-form.ts';
import { form as formText, site } from '../support/content.ts';
import { expect, holdBack, hydrated, openPage, test, widths } from '../support/test.ts';

// MSW answers the form provider for these tests' sends (tests/support/test.ts).
test.use({ sendsForm: true });

const alertText = `${formText.notices.alert} ${formText.emailInstead.replace('{email}', site.email)}`;

for (const path of ['/contact/', '/']) {
  test.describe(`contact form on ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await openPage(page, path);
    });

    test('has labelled fields with the placeholders', async ({ page }) => {
      await expect(field(page, 'name')).toHaveAttribute('placeholder', formText.inputs.name.placeholder);
      await expect(field(page, 'email')).toHaveAttribute('placeholder', site.email);
      await expect(field(page, 'message')).toHaveAttribute('placeholder', formText.inputs.message.placeholder);
      const height = await field(page, 'message').evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBeGreaterThanOrEqual(120);
    });

    test('sends the message as JSON with the right headers and clears the form on success', async ({ page }) => {
      const requests = providerRequests(page);
      await fillIn(page);
      await send(page).click();
      await expect(notices(page).getByText(formText.notices.success.title)).toBeVisible();
      await expect(notices(page).getByText(formText.notices.success.text)).toBeVisible();
      for (const input of ['name', 'email', 'message'] as const) await expect(field(page, input)).toHaveValue('');
      expect(requests).toHaveLength(1);
      const request = requests[0]!;
      expect(request.method()).toBe('POST');
      expect(request.headers()['content-type']).toBe('application/json');
      expect(request.headers()['accept']).toBe('application/json');
      expect(request.postDataJSON()).toEqual({
        access_key: expect.any(String),
        ...typed,
        subject: formText.subject,
      });
    });

    test('shows errors, focuses the first invalid field and sends nothing when fields are missing', async ({
      page,
    }) => {
      const requests = providerRequests(page);
      // The form's own checks are what this tests: a press before their code arrives gets the browser's (below).
      await touchForm(page);
      // An address no reply from outside can reach: its domain has no dot.
      await field(page, 'email').fill('ada@plant');
      await send(page).click();
      await expect(field(page, 'name')).toBeFocused();
      await expect(form(page).getByText(formText.inputs.name.required)).toBeVisible();
      await expect(form(page).getByText(formText.inputs.email.invalid)).toBeVisible();
      await expect(form(page).getByText(formText.inputs.message.required)).toBeVisible();
      await expect(field(page, 'email')).toHaveValue('ada@plant');
      expect(requests).toHaveLength(0);
    });

    test('keeps everything typed and shows the alert and the error notice when sending fails', async ({
      page,
      network,
    }) => {
      network.use(replies.status(500));
      await fillIn(page);
      await send(page).click();
      await expect(form(page).getByRole('alert')).toHaveText(alertText);
      await expect(notices(page).getByText(formText.notices.failure.title, { exact: true })).toBeVisible();
      await expect(notices(page).getByText(formText.notices.failure.text)).toBeVisible();
      await expect(field(page, 'name')).toHaveValue(typed.name);
      await expect(field(page, 'email')).toHaveValue(typed.email);
      await expect(field(page, 'message')).toHaveValue(typed.message);
    });
  });
}

test.describe('contact form failures', () => {
  const failures = {
    'success: false with a message': () => replies.rejected('Invalid access key'),
    'success: false without a message': () => replies.rejected(),
    'HTTP 500': () => replies.status(500),
    'a reply that is not JSON': () => replies.notJson(),
    'a network error': () => replies.networkError(),
  };
  for (const [name, reply] of Object.entries(failures)) {
    test(`treats ${name} as a failure`, async ({ page, network }) => {
      network.use(reply());
      await openPage(page, '/contact/');
      await fillIn(page);
      await send(page).click();
      await expect(form(page).getByRole('alert')).toHaveText(alertText);
      await expect(notices(page).getByText(formText.notices.failure.text)).toBeVisible();
      await expect(field(page, 'message')).toHaveValue(typed.message);
    });
  }
});

test.describe('contact form on a phone', () => {
  test('shows the confirmation in view above the emptied fields after a success', async ({ page }) => {
    await openPage(page, '/contact/', widths.mobile);
    await fillIn(page);
    await send(page).click();
    const confirmation = form(page).getByRole('status');
    await expect(confirmation).toContainText(formText.notices.success.title);
    await expect(confirmation).toBeInViewport();
    const [top, nameTop] = await Promise.all([
      confirmation.evaluate((el) => el.getBoundingClientRect().bottom),
      field(page, 'name').evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(top).toBeLessThan(nameTop);
  });
});

test.describe('contact form edge cases', () => {
  test('sends a 20,000-character message with emoji and markup verbatim, and shows it as text', async ({
    page,
    network,
  }) => {
    network.use(replies.status(500));
    const requests = providerRequests(page);
    const chunk = 'Pump 3 🚰 <img src=x onerror="window.hacked=1"> & <b>bold</b> "quotes" ';
    const message = chunk.repeat(Math.ceil(20_000 / chunk.length)).slice(0, 20_000);
    await openPage(page, '/contact/');
    await fillIn(page, { ...typed, message });
    await send(page).click();
    await expect(form(page).getByRole('alert')).toBeVisible();
    expect(sentFields(requests[0]!).message).toBe(message);
    await expect(field(page, 'message')).toHaveValue(message);
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('keeps text typed before the page finished loading its scripts', async ({ page }) => {
    const requests = providerRequests(page);
    // Hold the scripts back so the visitor types into the server-rendered form first.
    const release = await holdBack(page, 'app');
    await page.goto('/contact/', { waitUntil: 'domcontentloaded' });
    await fillIn(page);
    await expect(hydrated(page)).toHaveCount(0);
    release();
    await hydrated(page).waitFor({ state: 'attached' });
    await send(page).click();
    await expect(notices(page).getByText(formText.notices.success.title)).toBeVisible();
    expect(requests[0]!.postDataJSON()).toMatchObject(typed);
  });

  test('lets the visitor dismiss a notice, and a success notice goes by itself', async ({ page, network }) => {
    await page.clock.install();
    await openPage(page, '/contact/');
    await stopClock(page);
    network.use(replies.status(500));
    await fillIn(page);
    await send(page).click();
    const failure = notices(page).getByText(formText.notices.failure.text);
    await expect(failure).toBeVisible();
    await notices(page).getByRole('button', { name: formText.notices.dismiss }).click();
    await expect(failure).toBeHidden();

    network.use(replies.success());
    await send(page).click();
    const success = notices(page).getByText(formText.notices.success.title);
    await expect(success).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(success).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(success).toBeHidden();
  });
});
