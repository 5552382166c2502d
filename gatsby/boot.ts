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

/**
 * The page with Gatsby's script tags replaced by one inline script that loads them when the visitor first uses
 * the page (gatsby/boot-script.js), or at once when `eager`. A page without them comes back unchanged.
 */
export function bootPage(html: string, boot: string, eager = false): string {
  const scripts = [...html.matchAll(scriptTag)].map((match) => match[1]);
  if (scripts.length === 0) return html;
  let inline = `<script>${boot}(${JSON.stringify(scripts)},${String(eager)})</script>`;
  // The inline script goes where the first tag was; the others go.
  return html.replace(scriptTag, () => {
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
