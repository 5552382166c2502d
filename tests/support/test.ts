import { defineNetworkFixture, type NetworkFixture } from '@msw/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { attribute, type IslandState } from '../../plugins/page-start/contract';
import { handlers } from '../mocks/handlers';

interface Fixtures {
  /** The shared MSW handlers, answering the form provider's requests in the browser. */
  network: NetworkFixture;
  /** What either policy blocked on any page of the test, as Chromium reports it; must end empty. */
  blocked: string[];
}

/**
 * Playwright's test with two watches on every test: the MSW network, so no request reaches the real form provider,
 * and the Content-Security-Policy and Permissions-Policy, so that no page, state or press in any test may trip them.
 */
export const test = base.extend<Fixtures>({
  network: [
    async ({ context }, use) => {
      const network = defineNetworkFixture({ context, handlers });
      await network.enable();
      await use(network);
      await network.disable();
    },
    { auto: true },
  ],
  blocked: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      context.on('console', (message) => {
        // Chromium writes "Refused to ... Content Security Policy ..." and "Permissions policy violation: ...".
        if (/Content Security Policy|Permissions[- ]policy/i.test(message.text())) blocked.push(message.text());
      });
      await use(blocked);
      expect(blocked, 'what the Content-Security-Policy or the Permissions-Policy blocked').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The page's <html> once React has hydrated it (gatsby-browser.tsx marks it). */
export const hydrated = (page: Page) => page.locator(`html[${attribute.hydrated}]`);

/** The wrapper of the island of this name (contact-form, technology-tabs, industry-tabs). */
const island = (page: Page, name: string) => page.locator(`[${attribute.island}="${name}"]`);

/** Waits until the island of this name is in `state`: its code has not arrived, it works, or it failed to load. */
export async function expectIsland(page: Page, name: string, state: IslandState, timeout?: number) {
  await expect(island(page, name)).toHaveAttribute(attribute.islandState, state, { timeout });
}

/** The two widths every page is tested and photographed at: a common phone and a desktop. */
export const widths = { mobile: 390, desktop: 1440 } as const;

/** The narrowest phone the site supports (WCAG 2.2 reflow: 320 CSS px), where every page must still fit. */
export const narrowest = 320;

/** Opens a page at a width and waits until React has hydrated it (gatsby-browser marks <html>). */
export async function openPage(page: Page, path: string, width: number = widths.desktop) {
  await page.setViewportSize({ width, height: 900 });
  const response = await page.goto(path);
  await hydrated(page).waitFor({ state: 'attached' });
  return response;
}

/**
 * Holds back the build's chunk of this name (app, island-contact-form, ...) until the returned function is called,
 * so a test can act on the page before its code arrives.
 */
export async function holdBack(page: Page, chunk: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/${chunk}-[0-9a-f]{20}\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Scrolls through the whole page as a reader does, `step` screens at a time, and at each stop waits for the pictures
 * in view to arrive (lazy ones start loading only there).
 */
export async function scrollThrough(page: Page, step = 1) {
  await page.evaluate(async (screens) => {
    const inView = () =>
      [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight;
      });
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight * screens) {
      scrollTo(0, y);
      // A picture that cannot be decoded is the image tests' business; here only its arrival matters.
      await Promise.all(inView().map((image) => image.decode().catch(() => undefined)));
    }
  }, step);
}
