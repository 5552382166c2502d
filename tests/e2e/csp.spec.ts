import type { APIResponse, Page } from '@playwright/test';
import { builtPaths, groupLinks, type LinkGroup, listedPages, navigation, site } from '../support/content.ts';
import { host } from '../support/servers.ts';
import { expect, openPage, scrollThrough, test } from '../support/test.ts';

/**
 * The policy as the host sends it: the build served by Cloudflare's own asset server (`wrangler pages dev`,
 * tests/support/servers.ts), with the headers public/_headers gives. What the policy blocks fails any test in the
 * suite (the `blocked` watch in tests/support/test.ts), so every route, width, state and press the other tests visit
 * is checked against it: they run on scripts/serve.ts, whose headers tests/e2e/host.spec.ts finds the same. These
 * tests check the policy.
 */
test.use({ baseURL: host.url });

/** Scrolls to the end so lazy images load and Gatsby prefetches the links in view, then lets the page go idle. */
async function loadEverything(page: Page) {
  await scrollThrough(page);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
}

/** Each policy in the response's CSP header; a host may join several with commas, and the browser enforces all. */
function policies(response: APIResponse) {
  const header = response.headers()['content-security-policy'];
  expect(header, `Content-Security-Policy header of ${response.url()}`).toBeTruthy();
  return header!.split(',').map((policy) => policy.trim());
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** The names of a policy's directives. */
const directives = (policy: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(' ')[0])
    .filter(Boolean);

/**
 * The headers every response has, with the policy no <meta> may set (no framing), and the page's own policy in its
 * <meta>, which runs only the site's scripts and its one inline script, by hash, and allows no plugins. No directive
 * is in both, so a page that breaks one is reported once.
 */
async function expectStrictScripts(response: APIResponse) {
  const url = response.url();
  const headerPolicies = policies(response);
  for (const policy of headerPolicies) expect(policy, url).toContain("frame-ancestors 'none'");
  const metas = [...(await response.text()).matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)];
  expect(metas, url).toHaveLength(1);
  const meta = metas[0]![1]!;
  expect(directive(meta, 'script-src'), url).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(directive(meta, 'object-src'), url).toBe("object-src 'none'");
  const inHeader = headerPolicies.flatMap(directives);
  expect(
    directives(meta).filter((name) => inHeader.includes(name)),
    `${url}: directives in both`,
  ).toEqual([]);
  const headers = response.headers();
  expect(headers['strict-transport-security'], url).toBe('max-age=63072000; includeSubDomains; preload');
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
}

test.describe('content security policy', () => {
  test('every page the build makes, and any unknown address, has the headers and one strict policy', async ({
    request,
  }) => {
    const addresses = [...builtPaths.map((path) => [path, 200] as const), ['/no-such-page/', 404] as const];
    for (const [path, status] of addresses) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      await expectStrictScripts(response);
    }
  });

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

  test('the watch on every test sees what the Content-Security-Policy blocks', async ({ page, blocked }) => {
    await openPage(page, '/privacy/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "ran"';
      document.body.append(script);
    });
    await expect.poll(() => blocked.length).toBe(1);
    expect(blocked[0]).toContain("script-src 'self'");
    await expect(page).not.toHaveTitle('ran');
    // Seen, as it should be: empty the watch, or it fails this test as it fails any other.
    blocked.length = 0;
  });

  test('the watch on every test sees what the Permissions-Policy blocks', async ({ page, blocked }) => {
    await openPage(page, '/privacy/');
    await page.evaluate(() =>
      navigator.geolocation.getCurrentPosition(
        () => undefined,
        () => undefined,
      ),
    );
    await expect.poll(() => blocked.length).toBe(1);
    expect(blocked[0]).toMatch(/permissions policy.*geolocation/i);
    blocked.length = 0;
  });

  test("Gatsby's own HTML that is not a page runs nothing, under a policy of its own", async ({ request }) => {
    const response = await request.get('/_gatsby/slices/_gatsby-scripts-1.html');
    expect(response.status()).toBe(200);
    expect(policies(response)).toContain("default-src 'none'; base-uri 'none'; form-action 'none'");
    expect(response.headers()['x-robots-tag']).toBe('noindex');
  });

  test('the 404 page at its own address runs under the policy', async ({ page, request }) => {
    await expectStrictScripts(await request.get('/404.html'));
    await openPage(page, '/404.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.ui.notFound.heading);
    await loadEverything(page);
  });

  test('moving between every page the footer links to, in the browser, trips nothing', async ({ page }) => {
    // A page load for each footer link in one test: three times the time-out of a test that loads one.
    test.slow();
    await openPage(page, '/');
    const footerPaths = navigation.footer.groups.flatMap((group: LinkGroup) =>
      groupLinks(group).map(([, href]) => href),
    );
    for (const { path, content } of listedPages.filter((listed) => footerPaths.includes(listed.path))) {
      await page.getByRole('contentinfo').locator(`a[href="${path}"]`).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.heading);
    }
    await loadEverything(page);
  });
});
