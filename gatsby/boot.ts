import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFiles } from './page-files';

/** Gatsby's own script tags at the end of each page: the webpack runtime, React and the app. */
const scriptTag = /<script src="([^"]+)" async(?:="")?><\/script>/g;

/** A boot script written by an earlier build, which keeps the list of Gatsby's tags it replaced. */
const earlierBoot = /<script id="boot" data-gatsby="([^"]*)">[\s\S]*?<\/script>/;

/** What hydrating a page needs, as gatsby/boot-script.js takes it. */
export interface PageFiles {
  /** Gatsby's scripts, then the page component's chunks. */
  scripts: string[];
  /** The page data and static query results Gatsby's loader fetches. */
  data: string[];
  /** Each island's chunks that the scripts above do not include, by island name. */
  islands: Record<string, string[]>;
  /** Islands whose own code is small enough to come with the page's wherever they are on it. */
  small: string[];
}

/**
 * An island's code this small (gzipped) is asked for with the page's even far below the fold: it costs the first
 * load little, while fetching it later, once the page has hydrated, costs a round trip a visitor who scrolls
 * straight to it and presses would wait for.
 */
export const smallIslandBytes = 4 * 1024;

/** The browser code in `file` (gatsby/boot-script.js) as shipped: comments, indentation and the last semicolon dropped. */
export function bootSource(file: string): string {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
    .replace(/;$/, ''); // the file ends its function expression with a semicolon; the page's call comes after it
}

/**
 * A page as Gatsby wrote it. Gatsby leaves a page it need not render again as it is in public/, so it may carry
 * the boot script of an earlier build, which could be out of date: it becomes Gatsby's script tags again.
 */
export function unboot(html: string): string {
  return html.replace(earlierBoot, (_, list: string) =>
    list
      .split(' ')
      .filter(Boolean)
      .map((src) => `<script src="${src}" async></script>`)
      .join(''),
  );
}

/** Gatsby's script tags in a page, in order. */
export const gatsbyScripts = (html: string) => [...unboot(html).matchAll(scriptTag)].map((match) => match[1]!);

/**
 * The page with Gatsby's script tags replaced by one inline script that loads what `files` lists once the page has
 * painted, or at once when `now` (gatsby/boot-script.js). A page without them comes back unchanged.
 */
export function bootPage(html: string, boot: string, files: PageFiles, now = false): string {
  const page = unboot(html);
  const scripts = gatsbyScripts(page);
  if (scripts.length === 0) return page;
  let inline = `<script id="boot" data-gatsby="${scripts.join(' ')}">${boot}(${JSON.stringify(files)},${String(now)})</script>`;
  // The inline script goes where the first tag was; the others go.
  return page.replace(scriptTag, () => {
    const replacement = inline;
    inline = '';
    return replacement;
  });
}

interface Build {
  publicDir: string;
  /** webpack.stats.json: the files of each named chunk group. */
  chunks: Record<string, string[]>;
}

const scriptsOf = ({ chunks }: Build, group: string) =>
  (chunks[group] ?? []).filter((file) => file.endsWith('.js')).map((file) => `/${file}`);

/** The folder of a page's data: "/" is index, "/about/" is about, "/404.html" is 404.html. */
const dataFolder = (servedAt: string) => (servedAt === '/' ? 'index' : servedAt.replace(/^\/|\/$/g, ''));

/** What hydrating the page served at `servedAt`, with this HTML, needs. */
export function filesFor(build: Build, servedAt: string, html: string): PageFiles {
  const folder = `/page-data/${dataFolder(servedAt)}`;
  const pageData = JSON.parse(fs.readFileSync(path.join(build.publicDir, folder, 'page-data.json'), 'utf8')) as {
    componentChunkName: string;
    staticQueryHashes: string[];
  };
  const scripts = [...gatsbyScripts(html), ...scriptsOf(build, pageData.componentChunkName)];
  const islandNames = new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1]!));
  const unique = [...new Set(scripts)];
  const islands = Object.fromEntries(
    [...islandNames].map((name) => [name, scriptsOf(build, `island-${name}`).filter((file) => !unique.includes(file))]),
  );
  const gzipped = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(build.publicDir, file))).length, 0);
  return {
    scripts: unique,
    data: [
      `${folder}/page-data.json`,
      '/page-data/app-data.json',
      ...pageData.staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
    ],
    islands,
    small: Object.keys(islands).filter((name) => gzipped(islands[name]!) <= smallIslandBytes),
  };
}

/**
 * Rewrites every page in the finished build. The not-found page loads at once: it reports the unknown address
 * (console.error) for whoever watches the site's errors, whether or not the visitor moves.
 */
export function writeBoot(publicDir: string, scriptFile: string) {
  const boot = bootSource(scriptFile);
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    assetsByChunkName: Record<string, string[]>;
  };
  const build = { publicDir, chunks: stats.assetsByChunkName };
  for (const { file, path: servedAt } of pageFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const html = unboot(fs.readFileSync(full, 'utf8'));
    const notFound = servedAt === '/404.html' || servedAt === '/404/';
    fs.writeFileSync(full, bootPage(html, boot, filesFor(build, servedAt, html), notFound));
  }
}
