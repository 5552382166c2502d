import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { host, servers } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';

/**
 * What the host decides, on Cloudflare's own asset server (`wrangler pages dev`, tests/support/servers.ts), and that
 * scripts/serve.ts, which serves the build for `npm start` and most browser tests, gives the same headers.
 */
const publicDir = path.resolve(__dirname, '../../public');
const headersFile = path.join(publicDir, '_headers');

/**
 * The rules of the built _headers, read here without scripts/header-rules.ts, whose matching is under test: each
 * unindented line is a path pattern, and the indented lines under it name the headers it sets (`Name: value`) or
 * takes away (`! Name`).
 */
function rulesOf(text: string) {
  const rules: { pattern: string; names: string[] }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), names: [] });
    else rules.at(-1)?.names.push(line.trim().replace(/^!\s*/, '').split(':')[0]!.trim().toLowerCase());
  }
  return rules;
}

const rules = fs.existsSync(headersFile) ? rulesOf(fs.readFileSync(headersFile, 'utf8')) : [];
/** Every header the site sets anywhere, by its lower-case name: the headers compared on each path. */
const siteHeaders = [...new Set(rules.flatMap((rule) => rule.names))].sort();

/**
 * Every address of a file in the build, a folder's index.html as the folder. Other .html files are left out: the
 * host answers those with a redirect to the address without `.html`, where scripts/serve.ts has no page.
 */
function builtAddresses(dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtAddresses(file);
    const address = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
    if (entry.name === 'index.html') return [address.slice(0, -'index.html'.length)];
    return entry.name.endsWith('.html') || address === '/_headers' ? [] : [address];
  });
}

/**
 * Addresses a rule's pattern matches: the first file of the build it matches, if any, and an address under it with
 * no file, which both servers answer with the 404 page. `*` is a splat, `:name` one path segment.
 */
function addressesFor(pattern: string, built: string[]) {
  const missing = pattern.replace(/\*/g, 'no-such-file').replace(/:\w+/g, 'no-such-segment');
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+'))
    .join('.*');
  const file = built.find((address) => new RegExp(`^${source}$`).test(address));
  return [...new Set([file, missing])].filter((address) => address !== undefined);
}

/** The status and the site's headers of one response (not followed if a redirect); a header twice is joined. */
async function siteHeadersAt(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  const values = new Map<string, string[]>();
  for (const { name, value } of response.headersArray()) {
    const key = name.toLowerCase();
    if (siteHeaders.includes(key)) values.set(key, [...(values.get(key) ?? []), value]);
  }
  return {
    status: response.status(),
    headers: Object.fromEntries(siteHeaders.map((name) => [name, values.get(name)?.join(', ')])),
  };
}

/** Asks both servers for each address; every header the site sets must have the same value from both. */
async function expectSameHeaders(request: APIRequestContext, addresses: string[]) {
  for (const address of addresses) {
    const fromServe = await siteHeadersAt(request, `${servers.site.url}${address}`);
    const fromHost = await siteHeadersAt(request, `${host.url}${address}`);
    expect.soft(fromServe, `${address}: scripts/serve.ts against wrangler pages dev`).toEqual(fromHost);
  }
}

test.describe('scripts/serve.ts and the host', () => {
  test('have the rules of the build’s _headers to compare', () => {
    expect(rules.length, `rules in ${headersFile} (npm run build:local makes it)`).toBeGreaterThan(5);
    expect(siteHeaders).toContain('content-security-policy');
  });

  const built = rules.length > 0 ? builtAddresses().sort() : [];
  // A rule for one file is named after its content hash, which changes from build to build: those share one test.
  const forOneFile = (pattern: string) => !/[*:]/.test(pattern);
  for (const { pattern } of rules.filter((rule) => !forOneFile(rule.pattern))) {
    test(`give every header the site sets the same value under the rule for ${pattern}`, async ({ request }) => {
      await expectSameHeaders(request, addressesFor(pattern, built));
    });
  }

  test('give every header the site sets the same value under each rule for one file', async ({ request }) => {
    const files = rules.filter((rule) => forOneFile(rule.pattern));
    await expectSameHeaders(
      request,
      files.flatMap(({ pattern }) => addressesFor(pattern, built)),
    );
  });
});

test.describe('the host', () => {
  test.use({ baseURL: host.url });

  test('sends an address without its trailing slash on to it, its query kept', async ({ request }) => {
    for (const address of ['/about', '/admin']) {
      const response = await request.get(`${address}?ref=test`, { maxRedirects: 0 });
      expect(response.status(), address).toBe(308);
      expect(response.headers()['location'], address).toBe(`${address}/?ref=test`);
    }
  });

  test('sends a page asked for by its file to its folder', async ({ request }) => {
    const response = await request.get('/about/index.html', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/about/');
  });
});
