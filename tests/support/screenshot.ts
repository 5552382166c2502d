import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { finishAnimations } from './animations.ts';
import { shot } from './shot.ts';

const hideFixedHeader = path.join(__dirname, 'hide-fixed-header.css');

/**
 * Brings the page to a state that looks the same on every run, then compares it with its baseline: pointer out of
 * the way, web fonts loaded, every image loaded and decoded, every finite animation finished (endless ones are
 * stopped by the toHaveScreenshot options in playwright.config.ts), scrolled through once and back at the top.
 */
interface Options {
  /** Photograph only this part of the page; otherwise the whole page, or the viewport when `fullPage` is false. */
  target?: Locator;
  /** Scroll this into view, then photograph the viewport (for things fixed to it, such as notices). */
  viewportAt?: Locator;
  fullPage?: boolean;
}

export async function expectScreenshot(
  page: Page,
  name: string,
  { target, viewportAt, fullPage = true }: Options = {},
) {
  await page.mouse.move(0, 0);
  // Scrolled through from here, one round trip a screen, not by the page's animation frames: a held clock stops those.
  const { height, screen } = await page.evaluate(() => ({
    height: document.body.scrollHeight,
    screen: window.innerHeight,
  }));
  for (let y = 0; y < height; y += screen) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    // A lazy image the scroll passed too quickly may not have started; load every one, then wait for each. An image
    // decoded off the main thread (decoding="async") may be left out of a shot of the whole page, which paints the
    // part below the screen afresh: decoded with the paint, it is always in it.
    const images = Array.from(document.images);
    images.forEach((img) => {
      img.loading = 'eager';
      img.decoding = 'sync';
    });
    await Promise.all(
      images.map((img) =>
        img.complete
          ? Promise.resolve()
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await Promise.all(images.map((img) => img.decode().catch(() => {})));
  });
  await finishAnimations(page);
  // The copyright year changes every January; everything else on the page must match.
  const mask = [page.getByRole('contentinfo').getByText(/^©/)];
  // Playwright shoots until two shots agree; the page has settled, but one shot of a long page on a busy machine
  // can take seconds: time for a few.
  const timeout = 15_000;
  if (target) {
    // Its top at the viewport's top, past the scroll padding kept for the header: a target nearly a screen tall
    // would otherwise end below the viewport, and that part would be blank in the shot.
    await target.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY));
    if (await sameAsBaseline(name, () => target.screenshot({ ...shot, mask, style: headerHidden }))) return;
    await expect(target).toHaveScreenshot(`${name}.png`, { mask, stylePath: hideFixedHeader, timeout });
  } else if (viewportAt) {
    await viewportAt.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    if (await sameAsBaseline(name, () => page.screenshot({ ...shot, mask }))) return;
    await expect(page).toHaveScreenshot(`${name}.png`, { mask, timeout });
  } else {
    if (await sameAsBaseline(name, () => page.screenshot({ ...shot, fullPage, mask }))) return;
    await expect(page).toHaveScreenshot(`${name}.png`, { fullPage, mask, timeout });
  }
}

const headerHidden = fs.readFileSync(hideFixedHeader, 'utf8');

/**
 * Whether a shot taken as toHaveScreenshot takes it is, byte for byte, the baseline: then it passes, as
 * toHaveScreenshot would on its first shot, without decoding both images and comparing them pixel by pixel (about
 * 1.8 s for the home page at 1440 px). Chromium draws and encodes a settled page the same way every time, so this is
 * the usual case; any other goes to toHaveScreenshot, which compares within the tolerances, reports the difference,
 * and, with --update-snapshots, writes the new baseline.
 */
async function sameAsBaseline(name: string, take: () => Promise<Buffer>) {
  const info = test.info();
  if (info.config.updateSnapshots === 'all') return false;
  const baseline = await fs.promises
    .readFile(info.snapshotPath(`${name}.png`, { kind: 'screenshot' }))
    .catch(() => null);
  return baseline !== null && (await take()).equals(baseline);
}
