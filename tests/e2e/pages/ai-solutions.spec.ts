import { expectCaseCards } from '../../support/cases.ts';
import { contentLink, form, pageContent, present, shownOn, site } from '../../support/content.ts';
import { expect, openPage, test, widths } from '../../support/test.ts';

const ai = pageContent('ai-solutions');
/** A technology's "Learn more" button, named with the technology as content gives both. */
const learnMore = (label: string) => `${ai.technologies.learnMore}, ${label}`;
const tabs = ai.technologies.items.map((item) => item.label);
const [first, second] = tabs as [string, string];

test.describe('AI solutions page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/ai-solutions/');
  });

  test('offers a consultation from the hero', async ({ page }) => {
    const [label, href] = contentLink(present(ai.hero.actions, 'AI solutions hero buttons')[0]!);
    await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  test('has a tab for every technology, the first selected', async ({ page }) => {
    const list = page.getByRole('tablist', { name: ai.technologies.intro.heading });
    await expect(list.getByRole('tab')).toHaveText(tabs);
    await expect(list.getByRole('tab', { name: first })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText(ai.technologies.items[0]!.description);
    for (const useCase of ai.technologies.items[0]!.useCases) await expect(panel).toContainText(useCase);
  });

  test('charts a model’s weekly error against its alert level, with the same figures in a table on request', async ({
    page,
  }) => {
    const monitoring = present(ai.monitoring, 'AI solutions monitoring chart');
    const band = present(monitoring.band, 'AI solutions monitoring band');
    const threshold = present(monitoring.threshold, 'AI solutions alert level');
    const section = page.getByRole('region', { name: monitoring.intro.heading });
    const chart = section.getByRole('img', { name: monitoring.caption });
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeGreaterThan(600);
    expect(box.height).toBeGreaterThan(200);
    const figure = section.getByRole('figure');
    await expect(figure.getByRole('listitem')).toHaveText([monitoring.series[0]!.label]);
    for (const label of [threshold.label, band.label, monitoring.points[0]!])
      await expect(figure.getByText(label, { exact: true })).toBeVisible();
    const table = section.getByRole('table');
    await expect(table).toBeHidden();
    await section.getByText(monitoring.tableLabel).click();
    // A row a point under the heading's, then the average: one series, so no column of change.
    await expect(table.getByRole('row')).toHaveCount(monitoring.points.length + 2);
    const week = monitoring.points.indexOf(band.start);
    await expect(table.getByRole('row', { name: new RegExp(`^${band.start} `) })).toHaveText(
      new RegExp(`^${band.start}\\s*${monitoring.series[0]!.values[week]!.toLocaleString('en-GB')}$`),
    );
  });

  test('moves between tabs with the arrow keys and shows each description and use cases', async ({ page }) => {
    await page.getByRole('tab', { name: first }).focus();
    for (const [index, item] of ai.technologies.items.entries()) {
      await expect(page.getByRole('tab', { name: tabs[index] })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText(item.description);
      await expect(page.getByRole('tabpanel')).toContainText(item.useCases[0]!);
      await page.keyboard.press('ArrowRight');
    }
  });

  test('opens a side sheet of key benefits that keeps focus from the page behind and closes on Escape', async ({
    page,
  }) => {
    const trigger = page.getByRole('button', { name: learnMore(first) });
    await trigger.click();
    const sheet = page.getByRole('dialog', { name: first });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: site.ui.close })).toBeFocused();
    await expect(sheet.getByRole('heading', { name: ai.technologies.benefitsHeading })).toBeVisible();
    for (const benefit of ai.technologies.items[0]!.benefits) await expect(sheet).toContainText(benefit);
    // Tab goes round the sheet, by way of the browser's own controls: never to the page behind it.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const outside = await sheet.evaluate(
        (el) => document.activeElement !== document.body && !el.contains(document.activeElement),
      );
      expect(outside).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('closes the side sheet with its close button', async ({ page }) => {
    await page.getByRole('tab', { name: second }).click();
    const trigger = page.getByRole('button', { name: learnMore(second) });
    await trigger.click();
    await page.getByRole('dialog').getByRole('button', { name: site.ui.close }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('scrolls the side sheet, and not the page behind it, past the sheet’s end', async ({ page }) => {
    await page.setViewportSize({ width: widths.mobile, height: 400 });
    await page.getByRole('button', { name: learnMore(first) }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    // Once it has slid in: until then the pointer's spot is the backdrop's, not the sheet's.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const behind = await page.evaluate(() => window.scrollY);
    // Whether the page behind scrolls at all, and when the sheet's own (smooth) scrolling has ended.
    await sheet.evaluate((el) => {
      const seen = window as unknown as { pageScrolled: boolean; sheetSettled: boolean };
      Object.assign(seen, { pageScrolled: false, sheetSettled: false });
      addEventListener('scroll', () => (seen.pageScrolled = true));
      el.addEventListener(
        'scrollend',
        () => (seen.sheetSettled = el.scrollTop + el.clientHeight >= el.scrollHeight - 1),
      );
    });
    await page.mouse.move(200, 200);
    for (let i = 0; i < 4; i += 1) await page.mouse.wheel(0, 400);
    // Once the sheet has come to rest at its end, a scroll chained to the page behind would have begun.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sheetSettled: boolean }).sheetSettled))
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { pageScrolled: boolean }).pageScrolled)).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(behind);
  });

  test('takes the visitor from Request a Demo to the contact page', async ({ page }) => {
    const [demo, href] = contentLink(ai.technologies.demo);
    await page.getByRole('button', { name: learnMore(first) }).click();
    await page.getByRole('dialog').getByRole('link', { name: demo }).click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('lands Download Case Studies on the AI case studies', async ({ page }) => {
    const [consult, contact] = contentLink(ai.cta.actions[0]!);
    const [download, studies] = contentLink(ai.cta.actions[1]!);
    await expect(page.getByRole('link', { name: consult })).toHaveAttribute('href', contact);
    await page.getByRole('link', { name: download }).click();
    await expect(page).toHaveURL(studies);
    const section = page.locator(`#${ai.cta.actions[1]!.hash}`);
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
    await expectCaseCards(section, shownOn('/ai-solutions/'));
  });

  test('offers a first step under its call to action, with its time on site and price, opening its form', async ({
    page,
  }) => {
    const firstStep = present(ai.cta.firstStep, 'AI call to action’s first step');
    const [label, href] = contentLink(firstStep);
    const offer = form.offers.find((item) => item.id === firstStep.topic)!;
    const region = page.getByRole('region', { name: ai.cta.heading });
    const note = region.getByText(`${label} · ${offer.brief} · ${offer.price}`, { exact: true });
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeVisible();
    await note.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.action);
  });
});

test.describe('AI solutions page on mobile', () => {
  test('shows the side sheet across the full width', async ({ page }) => {
    await openPage(page, '/ai-solutions/', widths.mobile);
    await page.getByRole('button', { name: learnMore(first) }).click();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box?.width).toBeGreaterThan(widths.mobile - 40);
  });
});

test.describe('AI solutions page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every technology with its use cases, one after another, each opening its key benefits', async ({
    page,
  }) => {
    await page.goto('/ai-solutions/');
    await expect(page.getByRole('tablist')).toBeHidden();
    // Playwright's text locators skip <noscript>, so read what the page renders instead.
    const shown = await page.getByRole('main').evaluate((main) => (main as HTMLElement).innerText);
    for (const item of ai.technologies.items) {
      expect(shown).toContain(item.label);
      expect(shown).toContain(item.useCases[0]!);
      await page.getByRole('button', { name: learnMore(item.label) }).click();
      const sheet = page.getByRole('dialog', { name: item.label });
      await expect(sheet).toContainText(item.benefits[0]!);
      await sheet.getByRole('button', { name: site.ui.close }).click();
      await expect(sheet).toBeHidden();
    }
  });
});
