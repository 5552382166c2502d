import fs from 'node:fs';
import path from 'node:path';
import { pageFiles } from './headers';

/** Gatsby's own script tags at the end of each page: the webpack runtime, React and the app. */
const scriptTag = /<script src="([^"]+)" async(?:="")?><\/script>/g;

/** The browser code in `file` (gatsby/boot-script.js) as shipped: comments and indentation dropped. */
export function bootSource(file: string): string {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** An inline boot script written by an earlier build, and the script list it was called with. */
const earlierBoot = /<script id="boot">[\s\S]*?\)\((\[[^\]]*\]),(?:true|false)\)<\/script>/;

/**
 * A page as Gatsby wrote it. Gatsby leaves a page it need not render again as it is in public/, so it may carry
 * the boot script of an earlier build, which could be out of date: it becomes Gatsby's script tags again.
 */
function unboot(html: string): string {
  const list = earlierBoot.exec(html)?.[1];
  if (!list) return html;
  const scripts = JSON.parse(list) as string[];
  return html.replace(earlierBoot, () => scripts.map((src) => `<script src="${src}" async></script>`).join(''));
}

/**
 * The page with Gatsby's script tags replaced by one inline script that loads them when the visitor first uses
 * the page (gatsby/boot-script.js), or at once when `eager`. A page without them comes back unchanged.
 */
export function bootPage(html: string, boot: string, eager = false): string {
  const page = unboot(html);
  const scripts = [...page.matchAll(scriptTag)].map((match) => match[1]);
  if (scripts.length === 0) return page;
  let inline = `<script id="boot">${boot}(${JSON.stringify(scripts)},${String(eager)})</script>`;
  // The inline script goes where the first tag was; the others go.
  return page.replace(scriptTag, () => {
    const replacement = inline;
    inline = '';
    return replacement;
  });
}

/**
 * Rewrites every page in the finished build. The not-found page loads its scripts at once: it reports the
 * unknown address (console.error) for whoever watches the site's errors, whether or not the visitor moves.
 */
export function writeBoot(publicDir: string, scriptFile: string) {
  const boot = bootSource(scriptFile);
  for (const { file, path: servedAt } of pageFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const eager = servedAt === '/404.html' || servedAt === '/404/';
    fs.writeFileSync(full, bootPage(fs.readFileSync(full, 'utf8'), boot, eager));
  }
}
