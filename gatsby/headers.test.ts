import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, headersFile, inlineScriptHashes, writeHeaders } from './headers';

// The example from MDN's Content-Security-Policy page: <script>alert('Hello, world.');</script>.
const hello = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

/** The header lines of one block of a _headers file, by its path line. */
function block(file: string, forPath: string) {
  const blocks = file.split('\n\n').map((text) => text.split('\n'));
  const found = blocks.find(([first]) => first === forPath);
  if (!found) throw new Error(`no block for ${forPath} in:\n${file}`);
  return Object.fromEntries(
    found.slice(1).map((line) => [line.trim().split(': ')[0], line.trim().split(': ').slice(1).join(': ')]),
  );
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

const siteUrl = 'https://www.example.test';

describe('inline script hashes', () => {
  it('hashes the exact text of each inline script the browser would run, classic or module', () => {
    const html = `<head><script>alert('Hello, world.');</script></head><body><script type="module">alert('Hello, world.');</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([hello]);
  });

  it('keeps the whitespace and line breaks inside the script, as the browser hashes them', () => {
    expect(inlineScriptHashes(`<script>\n  alert('Hello, world.');\n</script>`)).not.toEqual([hello]);
    expect(inlineScriptHashes(`<script id="x"\n  data-y="z">alert('Hello, world.');</script>`)).toEqual([hello]);
  });

  it('leaves out scripts loaded from a file and data blocks such as JSON-LD, which are never run', () => {
    const html = [
      '<script src="/app-0123456789abcdef0123.js" async></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json">{}</script>',
      '<script type="text/javascript">alert(\'Hello, world.\');</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hello]);
  });
});

describe('content security policy', () => {
  const policy = contentSecurityPolicy([hello], siteUrl);

  it('runs scripts from the site and the hashed inline scripts only, never inline or eval', () => {
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hello}`);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('lets the page talk only to the site and the form provider, and post to them and the public address', () => {
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.web3forms.com");
    expect(directive(policy, 'form-action')).toBe(
      "form-action 'self' https://www.example.test https://api.web3forms.com",
    );
  });

  it('locks down everything else', () => {
    for (const expected of [
      "default-src 'self'",
      "img-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy.split('; ')).toContain(expected);
    }
  });
});

describe('the _headers file', () => {
  const home = { path: '/', html: `<script>alert('Hello, world.');</script>` };
  const about = {
    path: '/about/',
    html: `<script>window.pagePath="/about/";</script><script>alert('Hello, world.');</script>`,
  };
  const notFound = { path: '/404.html', html: `<script>window.pagePath="/404.html";</script>` };
  const file = headersFile({ siteUrl, pages: [home, about, notFound], hashedAssets: ['/app-0123456789abcdef0123.js'] });
  const csp = (forPath: string) => block(file, forPath)['Content-Security-Policy']!;

  it('is a path line, then indented Name: value lines, with a blank line between blocks', () => {
    expect(file.endsWith('\n')).toBe(true);
    for (const lines of file
      .trim()
      .split('\n\n')
      .map((text) => text.split('\n'))) {
      expect(lines[0]).toMatch(/^\/\S*$/);
      for (const line of lines.slice(1)) expect(line).toMatch(/^ {2}[A-Za-z-]+: \S/);
    }
  });

  it('sends the security headers with every response', () => {
    expect(block(file, '/*')).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': expect.stringContaining('camera=(), microphone=(), geolocation=()'),
    });
  });

  it('gives each page a policy with the hashes of its own inline scripts only', () => {
    const aboutHash = inlineScriptHashes(about.html)[0]!;
    expect(directive(csp('/about/'), 'script-src')).toBe(`script-src 'self' ${aboutHash} ${hello}`);
    expect(directive(csp('/'), 'script-src')).toBe(`script-src 'self' ${hello}`);
    expect(csp('/404.html')).not.toContain(hello);
  });

  it("covers any address with every page's hashes, so the 404 page served for an unknown path runs", () => {
    for (const page of [home, about, notFound]) {
      for (const hash of inlineScriptHashes(page.html)) expect(csp('/*')).toContain(hash);
    }
  });

  it('caches hashed assets for a year and makes HTML and page data revalidate, one Cache-Control per path', () => {
    const immutable = 'public, max-age=31536000, immutable';
    const revalidate = 'public, max-age=0, must-revalidate';
    expect(block(file, '/static/*')['Cache-Control']).toBe(immutable);
    expect(block(file, '/app-0123456789abcdef0123.js')['Cache-Control']).toBe(immutable);
    expect(block(file, '/page-data/*')['Cache-Control']).toBe(revalidate);
    for (const page of ['/', '/about/', '/404.html']) expect(block(file, page)['Cache-Control']).toBe(revalidate);
    // The catch-all matches every path, so it must not set a cache policy of its own.
    expect(block(file, '/*')['Cache-Control']).toBeUndefined();
  });

  it('refuses to write a file Cloudflare Pages would cut short (100 rules, 2,000 characters a line)', () => {
    const assets = Array.from({ length: 100 }, (_, i) => `/chunk-${String(i).padStart(20, '0')}.js`);
    expect(() => headersFile({ siteUrl, pages: [home], hashedAssets: assets })).toThrow(/100 rules/);
    const scripts = Array.from({ length: 40 }, (_, i) => `<script>window.n=${i};</script>`).join('');
    expect(() => headersFile({ siteUrl, pages: [{ path: '/', html: scripts }], hashedAssets: [] })).toThrow(
      /2,000 characters/,
    );
  });
});

describe('writing _headers from the build', () => {
  let publicDir: string;
  const write = (file: string, text = '') => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  };

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    write('index.html', `<script>alert('Hello, world.');</script>`);
    write('about/index.html', '<script>window.pagePath="/about/";</script>');
    write('404.html', '<script>window.pagePath="/404.html";</script>');
    write('404/index.html', '<script>window.pagePath="/404/";</script>');
    write('app-0123456789abcdef0123.js');
    write('app-0123456789abcdef0123.js.map');
    // A chunk an earlier build left behind: not in this build's stats, so it gets no rule.
    write('app-fedcba9876543210fedc.js');
    write(
      'webpack.stats.json',
      JSON.stringify({
        assetsByChunkName: { app: ['app-0123456789abcdef0123.js', 'app-0123456789abcdef0123.js.map'] },
      }),
    );
    write('static/0123abcd/hero.avif');
    write('~partytown/partytown.js');
    write('_gatsby/slices/_gatsby-scripts-1.html', '<script>window.slice=1;</script>');
    write('page-data/app-data.json', '{}');
  });

  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("finds every page in public/ and this build's hashed scripts, and writes public/_headers", () => {
    writeHeaders(publicDir, siteUrl);
    const file = fs.readFileSync(path.join(publicDir, '_headers'), 'utf8');
    const paths = file
      .trim()
      .split('\n\n')
      .map((text) => text.split('\n')[0]);
    expect(paths).toEqual([
      '/*',
      '/static/*',
      '/page-data/*',
      '/app-0123456789abcdef0123.js',
      '/',
      '/404.html',
      '/404/',
      '/about/',
    ]);
    expect(block(file, '/')['Content-Security-Policy']).toContain(hello);
  });
});
