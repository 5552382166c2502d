/**
 * The control copies of the build that the visitor benchmark measures beside it, made from the same public/:
 * - stock: each page as Gatsby writes it, with its own inline scripts and script tags where the build's data block
 *   and boot script are, and without the boot script's policy (which would block Gatsby's inline scripts);
 * - nojs: no script the browser would run (JSON-LD data blocks stay), so the HTML and CSS alone.
 * Everything else (images, page data, _headers) is the same files.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The data block and boot script gatsby/post-build/boot.ts put where Gatsby's start-up scripts were. */
const bootScripts =
  /<script type="application\/json" id="boot-files">([\s\S]*?)<\/script><script id="boot">[\s\S]*?<\/script>/;
const policy = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
const runnableScript = /<script\b(?![^>]*type="application\/(ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;

/** HTML pages of a build: everything .html outside Gatsby's own folders. */
function htmlFiles(dir, relative = '') {
  return fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(relative, entry.name);
    if (entry.isDirectory()) return /^(_|~|page-data$)/.test(entry.name) ? [] : htmlFiles(dir, file);
    return file.endsWith('.html') ? [file] : [];
  });
}

function copyWith(publicDir, to, rewrite) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(publicDir, to, { recursive: true, filter: (source) => !source.endsWith('.map') });
  for (const file of htmlFiles(to)) {
    const full = path.join(to, file);
    fs.writeFileSync(full, rewrite(fs.readFileSync(full, 'utf8')));
  }
  return to;
}

/** Writes both controls under outDir and returns their folders. */
export function makeControls(publicDir, outDir) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  const appScripts = stats.assetsByChunkName.app.filter((file) => file.endsWith('.js'));
  // What Gatsby wrote before gatsby/post-build/boot.ts: the page's path, the chunk map and the build's hash, then its tags.
  const stock = (_, json) => {
    const { gatsby } = JSON.parse(json);
    return [
      `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(gatsby.pagePath)};/*]]>*/</script>`,
      `<script id="gatsby-chunk-mapping">window.___chunkMapping=${JSON.stringify(gatsby.chunkMapping)};</script>`,
      `<script>window.___webpackCompilationHash=${JSON.stringify(gatsby.compilationHash)};</script>`,
      ...appScripts.map((file) => `<script src="/${file}" async=""></script>`),
    ].join('');
  };
  // Gatsby's tags go where Gatsby writes them, at the end of <body> (the boot script is at the end of <head>).
  const withStockTags = (html) => {
    const [block, json] = bootScripts.exec(html) ?? [];
    return block ? html.replace(block, '').replace('</body>', () => `${stock(block, json)}</body>`) : html;
  };
  return {
    stock: copyWith(publicDir, path.join(outDir, 'stock'), (html) => withStockTags(html).replace(policy, '')),
    nojs: copyWith(publicDir, path.join(outDir, 'nojs'), (html) => html.replace(runnableScript, '')),
  };
}
