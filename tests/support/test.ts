import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { getResponse, type RequestHandler } from 'msw';
import { attribute, type IslandState } from '../../plugins/page-start/contract.ts';
import { WEB3FORMS_ENDPOINT } from '../../src/contact/client.ts';
import { handlers } from '../mocks/handlers.ts';

/** The shared MSW handlers answering the form provider in the browser; `use` puts a test's own in front of them. */
export interface Network {
  use: (...handlers: RequestHandler[]) => void;
}

interface Fixtures {
  /**
   * Whether the test's pages send the contact form, so that MSW answers the provider for them. Set by a file or
   * group that sends it: `test.use({ sendsForm: true })`.
   */
  sendsForm: boolean;
  network: Network;
  /** What either policy blocked on any page of the test, as Chromium reports it; must end empty. */
  blocked: string[];
}

const provider = new URL(WEB3FORMS_ENDPOINT).origin;

/**
 * Answers every request to the form provider's origin from `current()`, the MSW handlers in force, and aborts one no
 * handler answers: nothing reaches the real provider.
 */
async function answerProvider(context: BrowserContext, current: () => RequestHandler[]) {
  await context.route(`${provider}/**`, async (route, request) => {
    const body = request.postDataBuffer();
    const asked = new Request(request.url(), {
      method: request.method(),
      headers: await request.allHeaders(),
      body: body ? new Uint8Array(body) : null,
    });
    const response = await getResponse(current(), asked);
    // No handler, or one that answers with a network error (HttpResponse.error(), status 0).
    if (!response || response.status === 0) return route.abort();
    return route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
}

/**
 * Playwright's test with two watches on every test: the form provider, which MSW answers where a test sends the form
 * and which no other test may reach; and the Content-Security-Policy and Permissions-Policy, so that no page, state
 * or press in any test may trip them.
 *
 * Only a test that sends the form routes requests. A routed context has Chromium stop every request for the test
 * runner to decide on, and each page load waits on it: with every request routed (as @msw/playwright does), the route
 * and typography tests took 168 s against 145 s (docs/testing.md).
 */
export const test = base.extend<Fixtures>({
  sendsForm: [false, { option: true }],
  network: [
    async ({ context, sendsForm }, use) => {
      let inForce: RequestHandler[] = [...handlers];
      const unanswered: string[] = [];
      if (sendsForm) await answerProvider(context, () => inForce);
      else
        context.on('request', (request) => {
          if (request.url().startsWith(provider)) unanswered.push(request.url());
        });
      await use({ use: (...own) => (inForce = [...own, ...inForce]) });
      expect(unanswered, 'requests to the form provider: give the test test.use({ sendsForm: true })').toEqual([]);
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
