import type { Page } from '@playwright/test';

/**
 * Waits for every finite animation on the page to finish: a sheet sliding in or a backdrop fading in is half
 * transparent until then. An endless one (a spinner) is left as it is; one cancelled meanwhile, replaced by the
 * next, rejects its `finished` and is done with.
 */
export async function finishAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => animation)),
    ),
  );
}
