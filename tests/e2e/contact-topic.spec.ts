import fs from 'node:fs';
import path from 'node:path';
import {
  contactForm,
  fillIn,
  notices,
  providerRequests,
  sendButton,
  sentFields,
  touchForm,
} from '../support/contact-form.ts';
import { builtPaths, form as formText, pageContent, pathFor } from '../support/content.ts';
import { expect, expectIsland, holdBack, openPage, test } from '../support/test.ts';
import { islandState } from '../../plugins/page-start/contract.ts';

// MSW answers the form provider for these tests' sends (tests/support/test.ts).
test.use({ sendsForm: true });

const { offers } = formText;
const survey = offers.find((offer) => offer.id === 'site-survey')!;
const topic = (page: Parameters<typeof contactForm>[0]) =>
  contactForm(page).getByRole('combobox', { name: formText.inputs.topic.label });
/** The page that offers a site survey in its call to action. */
const iot = pathFor('industrial-iot-controls');

test.describe('an offer’s link', () => {
  test('opens the contact form with the offer chosen, and the offer reaches the provider', async ({ page }) => {
    await openPage(page, iot);
    await page.getByRole('main').getByRole('link', { name: survey.action }).first().click();
    await expect(page).toHaveURL(pathFor('contact', null, survey.id));
    // The page names the offer in its first screen: its action, how long and its price, what the client receives.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(survey.action);
    for (const words of [survey.length, survey.price, survey.receives]) {
      await expect(page.getByRole('main').getByText(words).first()).toBeInViewport();
    }
    await expect(topic(page)).toHaveValue(survey.name);
    await touchForm(page);
    const requests = providerRequests(page);
    await fillIn(page);
    await sendButton(page).click();
    await expect(notices(page)).toContainText(formText.notices.success.title);
    expect(requests.map((request) => sentFields(request).topic)).toEqual([survey.name]);
  });

  test('keeps a topic chosen before the form’s code has arrived', async ({ page }) => {
    const release = await holdBack(page, 'island-contact-form');
    await page.goto(pathFor('contact', null, survey.id), { waitUntil: 'commit' });
    // As a visitor does, by keyboard or pointer: the select has focus, which also makes the form's code run.
    await topic(page).focus();
    await topic(page).selectOption(offers[0]!.name);
    release();
    await expectIsland(page, 'contact-form', islandState.ready);
    await expect(topic(page)).toHaveValue(offers[0]!.name);
  });

  test('names the contact page as the address search engines should keep', async ({ page }) => {
    await openPage(page, pathFor('contact', null, survey.id));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${pathFor('contact')}$`));
  });
});

test.describe('an offer’s link without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('opens the form with the offer chosen, and posts it', async ({ page }) => {
    await page.goto(iot);
    await page.getByRole('main').getByRole('link', { name: survey.action }).first().click();
    await expect(topic(page)).toHaveValue(survey.name);
    const requests = providerRequests(page);
    await fillIn(page);
    await sendButton(page).click();
    await expect(page).toHaveURL(pathFor('message-sent'));
    expect(new URLSearchParams(requests[0]!.postData() ?? '').get('topic')).toBe(survey.name);
  });
});

test('the contact page lists each offer with its length, what it gives and its price, and a link to it', async ({
  page,
}) => {
  await openPage(page, pathFor('contact'));
  const section = page.getByRole('region', { name: pageContent('contact').offers.intro.heading });
  for (const offer of formText.offers) {
    const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: offer.name }) });
    for (const words of [offer.length, offer.receives, offer.price]) await expect(card).toContainText(words);
    await expect(card.getByRole('link', { name: offer.action })).toHaveAttribute(
      'href',
      pathFor('contact', null, offer.id),
    );
  }
});

test('links to the contact page inside the pages’ main content use at most ten wordings', () => {
  const labels = new Set<string>();
  for (const pagePath of builtPaths) {
    const html = fs.readFileSync(path.join('public', pagePath, 'index.html'), 'utf8');
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    for (const [, words] of main.matchAll(/<a [^>]*href="\/contact\/[^"]*"[^>]*>([\s\S]*?)<\/a>/g)) {
      labels.add(words!.replace(/<[^>]+>/g, '').trim());
    }
  }
  expect(labels.size).toBeGreaterThan(0);
  expect(labels.size, [...labels].sort().join(' | ')).toBeLessThanOrEqual(10);
});
