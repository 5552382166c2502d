/**
 * @jest-environment node
 */
// In Node: the post-build pass compiles the boot script with esbuild, which does not run in jsdom.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesBlockId } from '../../plugins/page-start/contract.ts';
import { writeBoot } from '../../plugins/page-start/rewrite.ts';
import { writePagePolicy } from './page-policy.ts';
import { readBuild } from '../built/build.ts';
import { adminPolicy, inertPolicy, inlineScriptHashes, sharedPolicy } from './csp.ts';
import { hashedChunks, headersFile, limits, writeHeaders } from './headers.ts';

/** The header lines of one block of a _headers file, by its path line. */
function block(file: string, forPath: string) {
  const blocks = file.split('\n\n').map((text) => text.split('\n'));
  const found = blocks.find(([first]) => first === forPath);
  if (!found) throw new Error(`no block for ${forPath} in:\n${file}`);
  return Object.fromEntries(
    found.slice(1).map((line) => {
      const [name = '', ...value] = line.trim().split(': ');
      return [name, value.join(': ')];
    }),
  );
}

const app = '/app-0123456789abcdef0123.js';

describe('the _headers file', () => {
  const file = headersFile([app]);

  it('is a path line, then indented Name: value lines, with a blank line between blocks', () => {
    expect(file.endsWith('\n')).toBe(true);
    for (const lines of file
      .trim()
      .split('\n\n')
      .map((text) => text.split('\n'))) {
      expect(lines[0]).toMatch(/^\/\S*$/);
      for (const line of lines.slice(1)) expect(line).toMatch(/^ {2}([A-Za-z-]+: \S|! [A-Za-z-]+$)/);
    }
  });

  it('sends the security headers with every response', () => {
    expect(block(file, '/*')).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(block(file, '/*')['Permissions-Policy']).toContain('camera=(), microphone=(), geolocation=()');
  });

  it('lets the editor’s sign-in popup answer it: its opener policy replaces the catch-all’s, on either host', () => {
    const admin = file.split('\n\n').find((text) => text.startsWith('/admin/*\n'))!;
    // Cloudflare Pages would join the two values into one the browser cannot read: the `!` line takes the first away.
    expect(admin).toContain(
      '\n  ! Cross-Origin-Opener-Policy\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n',
    );
    // Netlify reads no `!` line, and takes the later rule's value.
    const netlify = headersFile([app], { netlify: true });
    expect(netlify).not.toContain('!');
    expect(block(netlify, '/admin/*')['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(netlify.indexOf('/admin/*')).toBeGreaterThan(netlify.indexOf('/*'));
  });

  it('sets in the catch-all only the policy every path shares, so another folder can bring a policy of its own', () => {
    expect(block(file, '/*')['Content-Security-Policy']).toBe(sharedPolicy);
    expect(file.match(/Content-Security-Policy/g)).toHaveLength(4);
  });

  it("lets nothing run in Gatsby's own folders of HTML that is not a page, and keeps them out of search engines", () => {
    for (const folder of ['/_gatsby/*', '/~partytown/*'])
      expect(block(file, folder)).toEqual({ 'Content-Security-Policy': inertPolicy, 'X-Robots-Tag': 'noindex' });
    expect(inertPolicy).toMatch(/^default-src 'none';/);
  });

  it('gives the content editor its own policy, out of search engines and always revalidated', () => {
    expect(block(file, '/admin/*')).toEqual({
      '! Cross-Origin-Opener-Policy': '',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'Content-Security-Policy': adminPolicy,
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'no-cache',
    });
    expect(adminPolicy).toMatch(/^default-src 'none'; script-src 'self';/);
  });

  it('caches hashed assets for a year and makes page data revalidate, one Cache-Control per path', () => {
    expect(block(file, '/static/*')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(block(file, app)['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(block(file, '/page-data/*')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    // The catch-all matches every path, so it must not set a cache policy of its own.
    expect(block(file, '/*')['Cache-Control']).toBeUndefined();
  });

  it('refuses to write a file Cloudflare Pages would cut short (100 rules)', () => {
    const assets = Array.from({ length: 100 }, (_, i) => `/chunk-${String(i).padStart(20, '0')}.js`);
    expect(() => headersFile(assets)).toThrow(/100 rules/);
  });
});

describe('the steps after the build, over a build of many pages', () => {
  let publicDir: string;
  const write = (file: string, text = '') => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  };
  const gatsbyPage = (pagePath: string) =>
    [
      '<html><head><meta charSet="utf-8"/><title>A page</title></head><body><main>Hello</main>',
      `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>`,
      '<script>window.___webpackCompilationHash="abc";</script>',
      `<script src="${app}" async></script></body></html>`,
    ].join('');
  const page = (pagePath: string) => {
    const folder = pagePath === '/' ? '' : pagePath.slice(1);
    write(`${folder}index.html`, gatsbyPage(pagePath));
    write(
      `page-data/${folder || 'index/'}page-data.json`,
      '{"componentChunkName":"component---page","staticQueryHashes":[]}',
    );
  };

  /** Builds a public/ with `count` case-study pages beside the home page, and runs the steps after the build. */
  async function buildOf(count: number) {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
    page('/');
    for (let n = 0; n < count; n += 1) page(`/case-study-${n}/`);
    write('webpack.stats.json', JSON.stringify({ assetsByChunkName: { app: [app.slice(1), `${app.slice(1)}.map`] } }));
    write('chunk-map.json', '{}');
    write('page-data/app-data.json', '{"webpackCompilationHash":"abc"}');
    write(app.slice(1));
    // A chunk an earlier build left behind: not in this build's stats, so it gets no rule.
    write('app-fedcba9876543210fedc.js');
    const build = readBuild(publicDir);
    await writeBoot(build);
    const policy = await writePagePolicy(build, 'https://www.example.test');
    writeHeaders(build);
    return { policy, headers: fs.readFileSync(path.join(publicDir, '_headers'), 'utf8') };
  }
  const html = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');

  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it('gives 1,000 pages one inline script, one hash and one policy, and a _headers as short as for one page', async () => {
    const one = await buildOf(1);
    fs.rmSync(publicDir, { recursive: true, force: true });
    const many = await buildOf(1000);
    expect(many.headers).toBe(one.headers);
    const lines = many.headers.split('\n');
    expect(lines.filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(limits.rules);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(limits.lineLength);
    expect(many.headers.split('\n\n').map((text) => text.split('\n')[0])).toEqual([
      '/*',
      '/static/*',
      '/page-data/*',
      '/admin/*',
      '/_gatsby/*',
      '/~partytown/*',
      app,
    ]);
    const hashes = new Set(
      ['index.html', 'case-study-0/index.html', 'case-study-999/index.html'].map((file) =>
        inlineScriptHashes(html(file)).join(' '),
      ),
    );
    expect(hashes.size).toBe(1);
    expect(many.policy).toContain(`script-src 'self' ${[...hashes][0]}`);
    expect(html('case-study-999/index.html')).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${many.policy}"/>`,
    );
    expect(html('case-study-999/index.html')).toContain(`id="${filesBlockId}">{"scripts":["${app}"]`);
  });

  it("lists this build's hashed scripts only", async () => {
    await buildOf(0);
    expect(hashedChunks(readBuild(publicDir))).toEqual([app]);
  });
});
