import type { Locator, Page } from '@playwright/test';
import { contentLink, fill, itemTitle, moreLinkName, pageContent, pathFor } from '../../support/content.ts';
import { expect, openPage, test, widths } from '../../support/test.ts';

const home = pageContent('home');

interface Service {
  title?: string;
  description: string;
  link?: { label?: string; route: string };
}
const services = home.services.items as Service[];
/** A service with a page of its own, and one without (Azure Cloud Engineering, Digital Twins). */
const linked = services.find((service) => service.link)!;
const unlinked = services.find((service) => !service.link)!;

/** A service's card on the home page, by its title. */
const cardOf = (page: Page, service: Service) =>
  page
    .getByRole('region', { name: home.services.intro.heading })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: itemTitle(service) }) });

/** The card's frame, ground, and its link's underline and arrow, as drawn now. */
const look = (card: Locator) =>
  card.evaluate((element) => {
    const frame = getComputedStyle(element);
    const link = element.querySelector('a');
    const arrow = link?.querySelector('svg');
    return {
      frame: frame.borderTopColor,
      ground: frame.backgroundColor,
      underline: link ? getComputedStyle(link).textDecorationLine : null,
      arrow: arrow ? getComputedStyle(arrow).transform : null,
    };
  });

test.beforeEach(async ({ page }) => {
  await openPage(page, '/', widths.desktop);
});

test('a press on a service card’s text, not only on its link, opens the service’s page', async ({ page }) => {
  // A press where the text is: the link's box covers the card, so the pointer lands on the link.
  const description = cardOf(page, linked).getByText(fill(linked.description));
  await description.scrollIntoViewIfNeeded();
  const text = await description.boundingBox();
  await page.mouse.click(text!.x + text!.width / 2, text!.y + text!.height / 2);
  await expect(page).toHaveURL(pathFor(linked.link!.route));
});

test('a service card is one link, named by its words and its title', async ({ page }) => {
  const links = cardOf(page, linked).getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAccessibleName(moreLinkName(contentLink(linked.link!)[0], itemTitle(linked)));
});

test('a service card under the pointer changes its frame and ground, underlines Learn more, moves its arrow', async ({
  page,
}) => {
  const card = cardOf(page, linked);
  const resting = await look(card);
  expect(resting.underline).toBe('none');
  // Far from the link's words: the card answers wherever the pointer is on it.
  await card.hover({ position: { x: 24, y: 24 } });
  await expect.poll(async () => (await look(card)).frame).not.toBe(resting.frame);
  await expect.poll(async () => (await look(card)).ground).not.toBe(resting.ground);
  await expect.poll(async () => (await look(card)).arrow).not.toBe(resting.arrow);
  expect((await look(card)).underline).toBe('underline');
});

test('keyboard focus on a service card rings the whole card in the site’s focus colour', async ({ page }) => {
  // Another link's ring, for the colour every ring on a light ground has.
  const other = page.getByRole('region', { name: home.solutions.intro.heading }).getByRole('link').first();
  await other.focus();
  const colour = await other.evaluate((link) => getComputedStyle(link).outlineColor);
  const card = cardOf(page, linked);
  await card.getByRole('link').focus();
  const ring = await card.getByRole('link').evaluate((link) => {
    const after = getComputedStyle(link, '::after');
    const box = link.closest('article')!;
    return {
      style: after.outlineStyle,
      colour: after.outlineColor,
      size: [Math.round(parseFloat(after.width)), Math.round(parseFloat(after.height))],
      card: [box.clientWidth, box.clientHeight],
    };
  });
  expect(ring.style).toBe('solid');
  expect(ring.colour).toBe(colour);
  expect(ring.size).toEqual(ring.card);
});

test('a service without a page is no link, stays still under the pointer and ends after its text', async ({ page }) => {
  const card = cardOf(page, unlinked);
  await expect(card.getByRole('link')).toHaveCount(0);
  const resting = await look(card);
  await card.hover();
  expect(await look(card)).toEqual(resting);
  // No empty foot: the text's end is the card's, but for its padding, beside cards as tall as their links make them.
  const gap = await card.evaluate((element) => {
    const style = getComputedStyle(element);
    const inner =
      element.getBoundingClientRect().bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
    return Math.round(inner - element.lastElementChild!.getBoundingClientRect().bottom);
  });
  expect(gap).toBe(0);
});
