import type { Page, Request } from '@playwright/test';
import { islandState } from '../../plugins/page-start/contract.ts';
import { WEB3FORMS_ENDPOINT } from '../../src/contact/client.ts';
import { form as formText, inputName, literally } from './content.ts';
import { expectIsland } from './test.ts';

/**
 * The contact form as the browser tests find and fill it: by what a visitor reads (the form posts to the provider;
 * its fields and button by their names), the same on the contact page and the home page.
 */
export const contactForm = (page: Page) => page.locator(`form[action="${WEB3FORMS_ENDPOINT}"]`);

export const typed = { name: 'Ada Lovelace', email: 'ada@plant.example', message: 'Our Siemens S7 line needs OPC UA.' };

export const field = (page: Page, input: keyof typeof typed) =>
  contactForm(page).getByRole('textbox', { name: inputName(input) });

export const sendButton = (page: Page) =>
  contactForm(page).getByRole('button', {
    name: new RegExp(`${literally(formText.submit)}|${literally(formText.sending)}`),
  });

/** The notices' region, where each outcome is repeated. */
export const notices = (page: Page) => page.getByRole('region', { name: formText.notices.label });

export async function fillIn(page: Page, values = typed) {
  await field(page, 'name').fill(values.name);
  await field(page, 'email').fill(values.email);
  await field(page, 'message').fill(values.message);
}

/** Every request the page sends to the form provider. */
export function providerRequests(page: Page) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url() === WEB3FORMS_ENDPOINT) seen.push(request);
  });
  return seen;
}

/** The fields a request to the provider carries: the form's code sends them as a JSON object. */
export const sentFields = (request: Request) => request.postDataJSON() as Record<string, unknown>;

/**
 * A pointer comes over the form, as a visitor's does before they use it, and the form's code, which waits for that
 * (plugins/page-start, `awaits.touch`), runs: the form works once this returns.
 */
export async function touchForm(page: Page) {
  await contactForm(page).hover();
  await expectIsland(page, 'contact-form', islandState.ready);
}

/**
 * Stops the page's clock once the form works, so that only `runFor` moves it: on a busy machine the seconds a test
 * step takes would otherwise count towards the form's own time-outs.
 */
export async function stopClock(page: Page) {
  await touchForm(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}
