import type { Page, Response } from '@playwright/test';
import { builtPaths, groupLinks, type LinkGroup, listedPages, navigation, pages, site } from '../support/content';
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

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/**
 * The headers every response has, with the policy no <meta> may set (no framing, no plugins), and the page's own
 * policy in its <meta>, which runs only the site's scripts and its one inline script, by hash.
 */
async function expectStrictScripts(page: Page, response: Response | null) {
  for (const policy of policies(response)) {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  }
  const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
  await expect(meta).toHaveCount(1);
  const pagePolicy = (await meta.getAttribute('content'))!;
  expect(directive(pagePolicy, 'script-src')).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
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
        await expectStrictScripts(page, response);
        await loadEverything(page);
        expect(violations).toEqual([]);
      });
    }
  }

  test('every page the build makes carries the same policy and the same one inline script', async ({ request }) => {
    const seen = new Set<string>();
    for (const path of [...builtPaths, '/404.html']) {
      const html = await (await request.get(path)).text();
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
      const inline = [
        ...html.matchAll(/<script(?![^>]*(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline, path).toHaveLength(1);
      seen.add(`${policy}\n${inline[0]![1]}`);
    }
    expect(seen.size).toBe(1);
  });

  test('the 404 page at its own address runs under its own policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await openPage(page, '/404.html');
    await expectStrictScripts(page, response);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.ui.notFound.heading);
    expect(violations).toEqual([]);
  });

  test('moving between every page the footer links to, in the browser, violates nothing', async ({ page }) => {
    // A page load for each footer link in one test: three times the time-out of a test that loads one.
    test.slow();
    const violations = await watchViolations(page);
    await openPage(page, '/');
    const footerPaths = navigation.footer.groups.flatMap((group: LinkGroup) =>
      groupLinks(group).map(([, href]) => href),
    );
    for (const { path, content } of listedPages.filter((listed) => footerPaths.includes(listed.path))) {
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
