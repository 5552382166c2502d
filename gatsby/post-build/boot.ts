import fs from 'node:fs';
import path from 'node:path';
import { filesBlockId, type PageFiles } from '../../src/boot/contract.ts';
import { firstLoadScripts, scriptsOf, type Build } from '../built/build.ts';
import { pagePolicy, scriptHash } from './csp.ts';
import { pageDataPath, readPageData } from '../built/page-files.ts';

/**
 * After the build, every page's script tags and Gatsby's inline scripts give way to one data block and one inline
 * script, the boot script (src/boot), which is the same on every page: the data block says what the page needs, and
 * the page's Content-Security-Policy, in a <meta> element, allows the boot script by its one hash.
 */

/** The boot script's entry: src/boot/main.ts, and the modules it imports. */
const bootEntry = path.resolve(__dirname, '../../src/boot/main.ts');

/**
 * The boot script as the browser runs it: compiled from TypeScript, bundled into one function that runs at once and
 * minified by esbuild, for browsers from 2017 on (Gatsby's own scripts need as much). esbuild is imported only here:
 * it will not load in a test's jsdom.
 */
export async function bootSource(): Promise<string> {
  const { build } = await import('esbuild');
  const [output] = (
    await build({
      entryPoints: [bootEntry],
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2017',
      legalComments: 'none',
      write: false,
    })
  ).outputFiles;
  const code = output!.text.trim();
  if (/<\/script/i.test(code)) throw new Error('The boot script must not contain "</script"');
  return code;
}

/**
 * What Gatsby writes to start a page, and what an earlier boot rewrite wrote in its place (Gatsby keeps pages it need
 * not render again as they are in public/): its script tags, its inline scripts (the page's path, the chunk map, the
 * build's hash), and an earlier data block and boot script.
 */
const startScripts = new RegExp(
  [
    /<script src="[^"]+" async(?:="")?><\/script>/,
    /<script id="gatsby-script-loader">[\s\S]*?<\/script>/,
    /<script\s+id="gatsby-chunk-mapping"\s*>[\s\S]*?<\/script>/,
    /<script>window\.___webpackCompilationHash="[^"]*";<\/script>/,
    new RegExp(`<script type="application/json" id="${filesBlockId}">[\\s\\S]*?</script>`),
    /<script id="boot">[\s\S]*?<\/script>/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'g',
);
const policyMeta = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;

/**
 * The page with its start-up scripts gone, the data block and the boot script at the end of its <head> (so the boot
 * script hears every press on the page, however slowly the rest of it arrives), and the page policy first in its
 * <head>, after the character set. A page without them comes back unchanged.
 */
export function bootPage(html: string, boot: string, files: PageFiles, policy: string): string {
  if (!new RegExp(startScripts.source).test(html)) return html;
  const data = JSON.stringify(files).replace(/</g, '\\u003c');
  const scripts = `<script type="application/json" id="${filesBlockId}">${data}</script><script id="boot">${boot}</script>`;
  const booted = html.replace(startScripts, '').replace('</head>', () => `${scripts}</head>`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  if (policyMeta.test(booted)) return booted.replace(policyMeta, meta);
  return booted.replace(/<head>(<meta charSet="utf-8"\/>)?/, (head) => `${head}${meta}`);
}

const isNotFound = (servedAt: string) => servedAt === '/404.html' || servedAt === '/404/';

/** What hydrating the page served at `servedAt`, with this HTML, needs. */
export function filesFor(build: Build, servedAt: string, html: string): PageFiles {
  const pageData = readPageData(build.publicDir, servedAt);
  const scripts = firstLoadScripts(build, pageData.componentChunkName);
  const islandNames = new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1]!));
  const islands = Object.fromEntries(
    [...islandNames].map((name) => [
      name,
      scriptsOf(build, `island-${name}`).filter((file) => !scripts.includes(file)),
    ]),
  );
  return {
    scripts,
    data: [
      pageDataPath(servedAt),
      '/page-data/app-data.json',
      ...pageData.staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
    ],
    islands,
    // The not-found page loads at once: it reports the unknown address (console.error) whether or not the visitor
    // moves.
    now: isNotFound(servedAt),
    gatsby: { pagePath: servedAt, chunkMapping: build.chunkMapping, compilationHash: build.compilationHash },
  };
}

/** Rewrites every page of the finished build; returns the page policy they all carry. */
export async function writeBoot(build: Build, siteUrl: string): Promise<string> {
  const boot = await bootSource();
  const policy = pagePolicy([scriptHash(boot)], siteUrl);
  for (const { file, path: servedAt } of build.pages) {
    const full = path.join(build.publicDir, file);
    const html = fs.readFileSync(full, 'utf8');
    fs.writeFileSync(full, bootPage(html, boot, filesFor(build, servedAt, html), policy));
  }
  return policy;
}
