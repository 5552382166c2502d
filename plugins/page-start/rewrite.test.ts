/**
 * @jest-environment node
 */
// In Node: esbuild, which compiles the boot script, does not run in jsdom. The boot script's behaviour in a page is
// tested beside it, in boot/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { filesBlockId } from './contract.ts';
import { files } from './boot/test-page.ts';
import { elementsOf } from './html.ts';
import { bootPage, bootSource, filesFor } from './rewrite.ts';

let boot: string;
beforeAll(async () => {
  boot = await bootSource();
});
const scripts = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];
const gatsbyTags = scripts.map((src) => `<script src="${src}" async></script>`).join('');
const gatsbyInline = [
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about/";/*]]>*/</script>',
  '<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>',
  '<script>window.___webpackCompilationHash="abc";</script>',
].join('');
const page = (body: string) =>
  `<html><head><meta charSet="utf-8"/><title>About</title></head><body>${body}</body></html>`;
const withFiles = () => files;

/** The inline scripts of a page that a browser runs: every <script> with no src that is not a data block. */
const runsInline = (html: string) =>
  [...elementsOf(html)]
    .filter((element) => element.tag === 'script' && !('src' in element.attrs))
    .filter((element) => !/json/.test(element.attrs.type ?? ''))
    .map((element) => element.text);

describe('bootPage', () => {
  const html = page(`<main>Hi</main><script type="application/ld+json">{}</script>${gatsbyInline}${gatsbyTags}`);
  let booted: string;
  beforeAll(() => {
    booted = bootPage(html, boot, withFiles);
  });

  it("puts the data block and the boot script at the end of <head>, so it hears every press, and none of Gatsby's start-up scripts", () => {
    const withoutBoot = booted.replace(`<script id="boot">${boot}</script>`, '');
    expect(withoutBoot).not.toMatch(/<script src=|gatsby-script-loader|___chunkMapping|___webpackCompilationHash/);
    expect(booted).toContain(`<title>About</title><script type="application/json" id="${filesBlockId}">`);
    expect(booted).toContain(`<script id="boot">${boot}</script></head>`);
    expect(booted).toContain('<body><main>Hi</main><script type="application/ld+json">{}</script></body>');
    const block = new JSDOM(booted).window.document.getElementById(filesBlockId)!;
    expect(JSON.parse(block.textContent)).toEqual(files);
  });

  it('runs one inline script, the same on every page whatever the page holds, so one hash allows it everywhere', () => {
    const other = bootPage(page(`<p>Other</p>${gatsbyInline}${gatsbyTags}`), boot, () => ({ ...files, now: true }));
    expect(runsInline(booted)).toEqual([boot]);
    expect(runsInline(other)).toEqual([boot]);
  });

  it('keeps a data block from ending its script element early', () => {
    const tricky = bootPage(html, boot, () => ({ ...files, data: ['</script><script>alert(1)</script>'] }));
    expect(tricky).not.toContain('</script><script>alert(1)');
  });

  it('rewrites a page an earlier build booted (Gatsby keeps pages it need not render) as if it were new', () => {
    const earlier = bootPage(html, '(()=>{old()})()', () => ({ ...files, now: true }));
    expect(bootPage(earlier, boot, withFiles)).toBe(booted);
  });

  it('leaves a page without them as it is', () => {
    const plain = page('<script type="application/ld+json">{}</script>');
    expect(bootPage(plain, boot, withFiles)).toBe(plain);
  });

  it('reads the page as a browser does: attributes in any order or quoting, and no script that is only text', () => {
    const odd = page(
      [
        "<script async='' src='/app-3.js'></script>",
        '<!-- <script src="/old.js" async></script> -->',
        '<textarea><script src="/typed.js" async></script></textarea>',
        '<p title="<script src=/x.js async></script>">Quoted</p>',
      ].join(''),
    );
    const rewritten = bootPage(odd, boot, withFiles);
    expect(rewritten).not.toContain("src='/app-3.js'");
    for (const kept of [
      '<!-- <script src="/old.js" async></script> -->',
      '<textarea><script src="/typed.js"',
      'title="<script src=/x.js',
    ])
      expect(rewritten).toContain(kept);
  });

  it('lists the islands the page holds, and none a comment or an attribute value only names', () => {
    const seen: string[][] = [];
    bootPage(
      page(
        `<div data-island="tabs"></div><!-- <div data-island="old"> --><p title='data-island="fake"'></p>${gatsbyTags}`,
      ),
      boot,
      (islands) => {
        seen.push(islands);
        return files;
      },
    );
    expect(seen).toEqual([['tabs']]);
  });
});

describe('filesFor', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  fs.mkdirSync(path.join(publicDir, 'page-data', 'about'), { recursive: true });
  fs.writeFileSync(
    path.join(publicDir, 'page-data', 'about', 'page-data.json'),
    JSON.stringify({ componentChunkName: 'component---about', staticQueryHashes: ['11', '22'] }),
  );
  fs.mkdirSync(path.join(publicDir, 'page-data', '404.html'), { recursive: true });
  fs.writeFileSync(
    path.join(publicDir, 'page-data', '404.html', 'page-data.json'),
    JSON.stringify({ componentChunkName: 'component---404', staticQueryHashes: [] }),
  );
  afterAll(() => fs.rmSync(publicDir, { recursive: true }));
  const build = {
    publicDir,
    pages: [],
    chunks: {
      app: ['webpack-runtime-1.js', 'framework-2.js', 'app-3.js', 'app-3.js.map'],
      'component---about': ['shared-7.js', 'component---about-4.js'],
      'island-tabs': ['shared-7.js', 'tabs-8.js', 'island-tabs-9.js'],
      'island-map': ['island-map-10.js'],
    },
    chunkMapping: '{"app":["/app-3.js"]}',
    compilationHash: 'abc',
  };

  it("lists Gatsby's scripts and the page's chunks, the page data and static queries, each island's own chunks, and Gatsby's globals", () => {
    expect(filesFor(build, '/about/', ['tabs', 'map'])).toEqual({
      scripts: [...scripts, '/shared-7.js', '/component---about-4.js'],
      data: [
        '/page-data/about/page-data.json',
        '/page-data/app-data.json',
        '/page-data/sq/d/11.json',
        '/page-data/sq/d/22.json',
      ],
      islands: { tabs: ['/tabs-8.js', '/island-tabs-9.js'], map: ['/island-map-10.js'] },
      now: false,
      gatsby: { pagePath: '/about/', chunkMapping: build.chunkMapping, compilationHash: 'abc' },
    });
  });

  it('has the not-found page load at once, to report the address it was asked for', () => {
    expect(filesFor(build, '/404.html', [])).toMatchObject({ now: true, gatsby: { pagePath: '/404.html' } });
  });
});
