import type { Page, Response } from '@playwright/test';
import { listedPages, pages, site } from '../support/content';
import { states } from '../support/states';
import { expect, openPage, test, widths } from '../support/test';

/**
 * The build served with the headers public/_headers gives (scripts/serve.mjs applies them as Netlify and Cloudflare
 * Pages do): no page, state or form submit may trip the Content-Security-Policy.
 */

/** Every CSP violation on the page, from the document's own event and from Chromium's console report. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Scrolls to the end so lazy images load and Gatsby prefetches the links in view, then lets the page go idle. */
async function loadEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
}

/** Each policy in the response's CSP header; a host may join several with commas, and the browser enforces all. */
function policies(response: Response | null) {
  const header = response?.headers()['content-security-policy'];
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return header!.split(',').map((policy) => policy.trim());
}

function expectStrictScripts(response: Response | null) {
  for (const policy of policies(response)) {
    const scriptSrc = policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src '));
    expect(scriptSrc, policy).toBeDefined();
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  }
  const headers = response!.headers();
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

const everyPage = [...pages.map(({ path }) => ({ path, status: 200 })), { path: '/no-such-page/', status: 404 }];

test.describe('content security policy', () => {
  for (const width of Object.values(widths)) {
    for (const { path, status } of everyPage) {
      test(`${path} at ${width} px runs under a strict policy without violations`, async ({ page }) => {
        const violations = await watchViolations(page);
        const response = await openPage(page, path, width);
        expect(response?.status()).toBe(status);
        expectStrictScripts(response);
        await loadEverything(page);
        expect(violations).toEqual([]);
      });
    }
  }

  test('the 404 page at its own address runs under its own policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await openPage(page, '/404.html');
    expectStrictScripts(response);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.ui.notFound.heading);
    expect(violations).toEqual([]);
  });

  test('moving between every page in the browser violates nothing', async ({ page }) => {
    const violations = await watchViolations(page);
    await openPage(page, '/');
    for (const { path, content } of listedPages) {
      await page.getByRole('contentinfo').locator(`a[href="${path}"]`).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.heading);
    }
    await loadEverything(page);
    expect(violations).toEqual([]);
  });

  for (const state of states) {
    test(`${state.name} violates nothing`, async ({ page, network }) => {
      const violations = await watchViolations(page);
      await openPage(page, state.path, state.width);
      try {
        await state.open(page, network);
        await loadEverything(page);
      } finally {
        // A blocked request can keep a state from showing: report the violation rather than the time-out.
        expect(violations).toEqual([]);
      }
    });
  }
});
