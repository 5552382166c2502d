import fs from 'node:fs';
import path from 'node:path';
import { firstLoadScripts, scriptsOf, type Build } from '../../gatsby/built/build.ts';
import { pageDataPath, readPageData } from '../../gatsby/built/page-files.ts';
import { attribute, filesBlockId, type PageFiles } from './contract.ts';
import { elementsOf, splice, type Edit } from './html.ts';

/**
 * After the build, every page's script tags and Gatsby's inline scripts give way to one data block and one inline
 * script, the boot script (boot/), which is the same on every page: the data block says what the page needs.
 */

/**
 * The boot script as the browser runs it: compiled from TypeScript, bundled into one function that runs at once and
 * minified by esbuild, for browsers from 2017 on (Gatsby's own scripts need as much). esbuild is imported only here:
 * it will not load in a test's jsdom.
 */
export async function bootSource(): Promise<string> {
  const { build } = await import('esbuild');
  const [output] = (
    await build({
      // The boot script's entry, which imports the rest of boot/.
      entryPoints: [path.resolve(__dirname, 'boot/main.ts')],
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
 * Whether a <script> is one of what Gatsby writes to start a page, or what an earlier rewrite wrote in its place
 * (Gatsby keeps pages it need not render again as they are in public/): its script tags, its inline scripts (the
 * page's path, the chunk map, the build's hash), and an earlier data block and boot script.
 */
function startsPage(script: { attrs: Record<string, string>; text: string }): boolean {
  const { attrs, text } = script;
  if ('src' in attrs) return 'async' in attrs;
  return (
    ['gatsby-script-loader', 'gatsby-chunk-mapping', filesBlockId, 'boot'].includes(attrs.id ?? '') ||
    text.startsWith('window.___webpackCompilationHash=')
  );
}

/** A page read once: what the rewrite removes, the islands it holds, and where its <head> ends. */
function read(html: string) {
  const removed: Edit[] = [];
  const islands = new Set<string>();
  let headEnd: number | undefined;
  for (const element of elementsOf(html)) {
    if (element.tag === 'script' && startsPage(element)) removed.push({ from: element.from, to: element.to });
    if (element.tag === 'head') headEnd = element.innerTo;
    const island = element.attrs[attribute.island];
    if (island) islands.add(island);
  }
  return { removed, islands: [...islands], headEnd };
}

/** The data block and the boot script, as they end a page's <head>. */
function startScripts(boot: string, files: PageFiles): string {
  const data = JSON.stringify(files).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${filesBlockId}">${data}</script><script id="boot">${boot}</script>`;
}

/**
 * The page with its start-up scripts gone, and the data block and the boot script at the end of its <head>, so the
 * boot script hears every press on the page however slowly the rest of it arrives. `filesOf` says what the page
 * needs, given the islands it holds. A page without start-up scripts comes back unchanged.
 */
export function bootPage(html: string, boot: string, filesOf: (islands: string[]) => PageFiles): string {
  const { removed, islands, headEnd } = read(html);
  if (removed.length === 0 || headEnd === undefined) return html;
  const insert = startScripts(boot, filesOf(islands));
  return splice(html, [...removed, { from: headEnd, to: headEnd, text: insert }]);
}

const isNotFound = (servedAt: string) => servedAt === '/404.html' || servedAt === '/404/';

/** What hydrating the page served at `servedAt`, which holds these islands, needs. */
export function filesFor(build: Build, servedAt: string, islandNames: readonly string[]): PageFiles {
  const pageData = readPageData(build.publicDir, servedAt);
  const scripts = firstLoadScripts(build, pageData.componentChunkName);
  const islands = Object.fromEntries(
    islandNames.map((name) => [name, scriptsOf(build, `island-${name}`).filter((file) => !scripts.includes(file))]),
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

/** Rewrites every page of the finished build; returns the boot script they all run. */
export async function writeBoot(build: Build): Promise<string> {
  const boot = await bootSource();
  for (const { file, path: servedAt } of build.pages) {
    const full = path.join(build.publicDir, file);
    const html = fs.readFileSync(full, 'utf8');
    fs.writeFileSync(
      full,
      bootPage(html, boot, (islands) => filesFor(build, servedAt, islands)),
    );
  }
  return boot;
}
