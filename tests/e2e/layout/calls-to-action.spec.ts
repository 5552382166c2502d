import type { Page } from '@playwright/test';
import { contentLink, form, pageContent } from '../../support/content.ts';
import { expect, openPage, test, widths } from '../../support/test.ts';

/** The pages that end with a call to action, and its heading (Edge Bridge's is its "coming soon" panel). */
const endings = [
  ['/about/', pageContent('about').cta.heading],
  ['/ai-solutions/', pageContent('ai-solutions').cta.heading],
  ['/industrial-data-platforms/', pageContent('industrial-data-platforms').cta.heading],
  ['/industrial-iot-controls/', pageContent('industrial-iot-controls').cta.heading],
  ['/energy-management/', pageContent('energy-management').cta.heading],
  ['/edge-bridge/', pageContent('edge-bridge').comingSoon.heading],
  ['/case-study-onsite-energy/', pageContent('case-study-onsite-energy').cta.heading],
] as const;

/**
 * How a page's call to action is drawn and placed: the space from the band before it (from that band's edge when
 * it has a ground of its own, from its last content when it is white) to the panel, and the panel's look.
 */
async function ending(page: Page, heading: string) {
  const band = page.getByRole('region', { name: heading });
  return band.evaluate((element) => {
    const panel = element.querySelector('h2')!.parentElement!;
    const before = element.previousElementSibling as HTMLElement;
    const ground = getComputedStyle(before).backgroundColor;
    const white = ground === 'rgb(255, 255, 255)' || ground === 'rgba(0, 0, 0, 0)';
    const edge =
      before.getBoundingClientRect().bottom - (white ? parseFloat(getComputedStyle(before).paddingBottom) : 0);
    const look = getComputedStyle(panel);
    const after = [...element.closest('main')!.querySelectorAll('section')].filter(
      (section) => element.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return {
      last: after.every((section) => element.contains(section)),
      space: Math.round(panel.getBoundingClientRect().top - edge),
      look: [look.backgroundImage, look.borderRadius, look.paddingTop, look.paddingLeft].join(' | '),
    };
  });
}

for (const width of Object.values(widths)) {
  test(`every call to action ends its page in one style, the same space below what comes before, at ${width} px`, async ({
    page,
  }) => {
    // Seven page loads in one test: three times the time-out of a test that loads one.
    test.slow();
    const seen = [];
    for (const [path, heading] of endings) {
      await openPage(page, path, width);
      const region = page.getByRole('region', { name: heading });
      await expect(region.getByRole('link').first()).toBeVisible();
      const found = await ending(page, heading);
      expect(found.last, `${path} ends with its call to action`).toBe(true);
      seen.push({ path, space: found.space, look: found.look });
    }
    const first = seen[0]!;
    for (const other of seen) expect({ ...other, path: first.path }).toEqual(first);
  });
}

test('on a phone the call to action’s buttons fill the panel, one under the other', async ({ page }) => {
  const [path, heading] = endings[2];
  await openPage(page, path, widths.mobile);
  const region = page.getByRole('region', { name: heading });
  const panel = await region.getByRole('heading', { level: 2 }).evaluate((h2) => {
    const box = h2.parentElement!.getBoundingClientRect();
    const style = getComputedStyle(h2.parentElement!);
    return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
  });
  const links = region.getByRole('link');
  await expect(links).toHaveCount(2);
  const buttons = await Promise.all((await links.all()).map((link) => link.boundingBox()));
  for (const button of buttons) {
    expect(Math.round(button!.x)).toBe(Math.round(panel.left));
    expect(Math.round(button!.x + button!.width)).toBe(Math.round(panel.right));
  }
  expect(buttons[1]!.y).toBeGreaterThan(buttons[0]!.y + buttons[0]!.height);
});

test('under a button that opens the form on a first step, says how long on site it takes and what it costs', async ({
  page,
}) => {
  const [path, heading] = endings.find(([at]) => at === '/industrial-iot-controls/')!;
  const cta = pageContent('industrial-iot-controls').cta;
  const link = cta.actions.find((action) => action.topic)!;
  const offer = form.offers.find((item) => item.id === link.topic)!;
  await openPage(page, path, widths.mobile);
  const region = page.getByRole('region', { name: heading });
  const button = region.getByRole('link', { name: contentLink(link)[0] });
  const note = region.getByText(`${offer.brief} · ${offer.price}`, { exact: true });
  await note.scrollIntoViewIfNeeded();
  await expect(note).toBeVisible();
  // Next to its button: under the buttons, within a line or two of them.
  const [under, above] = [(await note.boundingBox())!, (await region.getByRole('link').last().boundingBox())!];
  expect(under.y).toBeGreaterThan(above.y + above.height);
  expect(under.y - (above.y + above.height)).toBeLessThan(48);
  await expect(button).toHaveAttribute('href', contentLink(link)[1]);
});

test('on a desktop a hero’s two buttons sit side by side', async ({ page }) => {
  await openPage(page, '/', widths.desktop);
  const hero = page.getByRole('main').locator('section').first();
  const [first, second] = await Promise.all((await hero.getByRole('link').all()).map((link) => link.boundingBox()));
  expect(Math.round(second!.y)).toBe(Math.round(first!.y));
});

test('on a desktop the call to action stands centred, narrower than the page, its buttons on its middle line', async ({
  page,
}) => {
  const [path, heading] = endings[0];
  await openPage(page, path, widths.desktop);
  const region = page.getByRole('region', { name: heading });
  const panel = await region.getByRole('heading', { level: 2 }).evaluate((h2) => {
    const box = h2.parentElement!.getBoundingClientRect();
    const page = document.documentElement.clientWidth;
    return { middle: box.left + box.width / 2, width: box.width, page };
  });
  expect(Math.abs(panel.middle - panel.page / 2)).toBeLessThanOrEqual(1);
  expect(panel.width).toBeLessThan(panel.page * 0.6);
  const [first, second] = await Promise.all((await region.getByRole('link').all()).map((link) => link.boundingBox()));
  const middle = (first!.x + second!.x + second!.width) / 2;
  expect(Math.abs(middle - panel.middle)).toBeLessThanOrEqual(1);
});
