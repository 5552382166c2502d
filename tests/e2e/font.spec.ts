import { pages } from '../support/content.ts';
import { expect, test, widths } from '../support/test.ts';

/**
 * Inter loads with font-display swap and a fallback scaled to its metrics (src/theme/fallbackFonts.ts): text must
 * show before Inter arrives, and the page must barely move when it does. A heading or paragraph can still break
 * one line differently in the two fonts; the largest such shift measured is 0.03, so the limit is 0.05 (a whole
 * visit's layout shift counts as good up to 0.1).
 */
const limit = 0.05;

for (const [device, width] of Object.entries(widths)) {
  test.describe(`the web font at ${width} px`, () => {
    for (const { path, content } of pages) {
      test(`${path} shows its text before Inter arrives and barely moves when it does`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript(() => {
          const seen = { shifts: [] as { value: number; at: number }[], painted: [] as string[] };
          (window as { seen?: typeof seen }).seen = seen;
          new PerformanceObserver((list) =>
            list
              .getEntries()
              .forEach((entry) =>
                seen.shifts.push({ value: (entry as unknown as { value: number }).value, at: entry.startTime }),
              ),
          ).observe({ type: 'layout-shift', buffered: true });
          // The browser lists text as a largest-paint candidate only once the text is visible.
          new PerformanceObserver((list) =>
            list
              .getEntries()
              .forEach((entry) =>
                seen.painted.push((entry as unknown as { element: Element | null }).element?.tagName ?? ''),
              ),
          ).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        // Images are held too until the text has shown: a hero image painted with it would be the only candidate.
        const release = { font: () => {}, images: () => {} };
        const held = (kind: keyof typeof release) =>
          new Promise<void>((resolve) => {
            release[kind] = resolve;
          });
        const [font, images] = [held('font'), held('images')];
        await page.route(/\.woff2$/, (route) => font.then(() => route.continue()));
        await page.route(/\.(avif|webp|png)$/, (route) => images.then(() => route.continue()));
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(content.hero.heading);
        const textPainted = () =>
          page.evaluate(() =>
            (window as { seen?: { painted: string[] } }).seen!.painted.some((tag) =>
              /^(H[1-6]|P|LI|A|SPAN)$/.test(tag),
            ),
          );
        await expect.poll(textPainted, { message: `${device}: text visible before Inter arrives` }).toBe(true);
        expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(false);

        // Images keep their size while they load (tests/e2e/routes.spec.ts), so what moves from here is the font's doing.
        release.images();
        const releasedAt = await page.evaluate(() => performance.now());
        release.font();
        await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
        const shifted = await page.evaluate(
          (since) =>
            (window as { seen?: { shifts: { value: number; at: number }[] } })
              .seen!.shifts.filter((shift) => shift.at >= since)
              .reduce((sum, shift) => sum + shift.value, 0),
          releasedAt,
        );
        expect(shifted).toBeLessThan(limit);
      });
    }
  });
}
