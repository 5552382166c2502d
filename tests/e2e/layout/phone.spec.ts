import { builtPaths, literally, site } from '../../support/content.ts';
import { loneFirstWords, misfits } from '../../support/fit.ts';
import { expect, narrowest, openPage, test, widths } from '../../support/test.ts';

test('on a phone no heading of three words or more starts with a line of one word', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: widths.mobile, height: 900 });
  for (const path of builtPaths) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    expect.soft(await loneFirstWords(page), path).toEqual([]);
  }
});

test.describe('on the narrowest phone', () => {
  // Every page the build makes, with its web font (the routes' layout test holds the font back): one page load each,
  // without waiting for hydration, which changes no layout.
  test('every page fits the width, with no text cut', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: narrowest, height: 900 });
    for (const path of builtPaths) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      expect(await misfits(page), path).toEqual([]);
    }
  });

  test('the logo stays on one line', async ({ page }) => {
    await openPage(page, '/', narrowest);
    const logo = page.getByRole('banner').getByRole('link').first();
    // The name is one text node: a line box per line it takes.
    const lines = await logo.evaluate((el) => {
      const name = Array.from(el.childNodes).find((node) => node.nodeType === Node.TEXT_NODE)!;
      const range = document.createRange();
      range.selectNodeContents(name);
      return range.getClientRects().length;
    });
    expect(lines).toBe(1);
  });

  test('the menu button keeps the page’s margin from the edge, clear of the logo', async ({ page }) => {
    await openPage(page, '/', narrowest);
    const banner = page.getByRole('banner');
    const button = (await banner.getByRole('button', { name: site.ui.menuOpen }).boundingBox())!;
    const logo = (await banner.getByRole('link').first().boundingBox())!;
    expect(narrowest - (button.x + button.width)).toBeGreaterThanOrEqual(16);
    expect(button.x).toBeGreaterThan(logo.x + logo.width);
  });
});

test.describe('on a phone', () => {
  for (const path of ['/ai-solutions/', '/industrial-data-platforms/']) {
    test(`${path} shows every tab whole, two to a row, End reaching the last`, async ({ page }) => {
      await openPage(page, path, widths.mobile);
      const list = page.getByRole('tablist');
      const tabs = list.getByRole('tab');
      const box = (await list.boundingBox())!;
      const count = await tabs.count();
      for (let i = 0; i < count; i += 1) {
        const tab = (await tabs.nth(i).boundingBox())!;
        expect(tab.x).toBeGreaterThanOrEqual(box.x);
        expect(tab.x + tab.width).toBeLessThanOrEqual(box.x + box.width);
        // Its words fit inside it: none cut at its edge.
        expect(await tabs.nth(i).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      const rows = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(new Set(rows).size).toBe(Math.ceil(count / 2));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(widths.mobile);
      await tabs.first().focus();
      await page.keyboard.press('End');
      await expect(tabs.last()).toBeFocused();
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    });
  }

  for (const path of ['/', '/about/']) {
    test(`${path} keeps each statistic's figure and unit on one line, inside its tile`, async ({ page }) => {
      await openPage(page, path, widths.mobile);
      // Each statistic's figure: the first of its definitions (About adds a line of detail after it). Other terms
      // on the page (About's company facts) are sentences that wrap, as they should.
      const names = site.stats.map((stat) => literally(stat.label));
      const labels = page
        .getByRole('main')
        .getByRole('term')
        .filter({ hasText: new RegExp(`^(${names.join('|')})$`) });
      await expect(labels).toHaveCount(site.stats.length);
      for (const label of await labels.all()) {
        const fits = await label.evaluate((term) => {
          const el = term.nextElementSibling!;
          const range = document.createRange();
          range.selectNodeContents(el);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
          const tile = el.parentElement!.getBoundingClientRect();
          const text = range.getBoundingClientRect();
          return { lines, inside: text.right <= tile.right && text.left >= tile.left };
        });
        expect(fits).toEqual({ lines: 1, inside: true });
      }
    });
  }
});

test('on a tablet a hero’s illustration stands centred in its column', async ({ page }) => {
  await openPage(page, '/', 768);
  const gaps = await page
    .getByRole('main')
    .locator('section')
    .first()
    .getByRole('img')
    .evaluate((img) => {
      const column = img.closest('picture')!.parentElement!;
      const style = getComputedStyle(column);
      const box = column.getBoundingClientRect();
      const picture = img.getBoundingClientRect();
      return [
        Math.round(picture.left - box.left - parseFloat(style.paddingLeft)),
        Math.round(box.right - parseFloat(style.paddingRight) - picture.right),
      ];
    });
  expect(gaps[0]).toBe(gaps[1]);
});
