/**
 * The control copies of the build that the visitor benchmark measures beside it, made from the same public/:
 * - stock: each page as Gatsby writes it, with its own inline scripts and script tags where the build's data block
 *   and boot script are, and without the boot script's policy (which would block Gatsby's inline scripts);
 * - nojs: no script the browser would run (JSON-LD data blocks stay), so the HTML and CSS alone.
 * Everything else (images, page data, _headers) is the same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { object, string } from 'yup';
import { readChunks, scriptsOf } from '../../gatsby/built/build.ts';
import { checked } from '../../gatsby/built/json.ts';
import { pageFiles } from '../../gatsby/built/page-files.ts';

/** The data block and boot script gatsby/post-build/boot.ts put where Gatsby's start-up scripts were. */
const bootScripts =
  /<script type="application\/json" id="boot-files">([\s\S]*?)<\/script><script id="boot">[\s\S]*?<\/script>/;
const policy = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
const runnableScript = /<script\b(?![^>]*type="application\/(ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;

/** What the stock copy reads of the data block: Gatsby's globals, as Gatsby wrote them before the boot rewrite. */
const bootData = object({
  gatsby: object({
    pagePath: string().required(),
    chunkMapping: string().required(),
    compilationHash: string().required(),
  }).required(),
});

function copyWith(publicDir: string, to: string, rewrite: (html: string) => string): string {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(publicDir, to, { recursive: true, filter: (source) => !source.endsWith('.map') });
  for (const { file } of pageFiles(to)) {
    const full = path.join(to, file);
    fs.writeFileSync(full, rewrite(fs.readFileSync(full, 'utf8')));
  }
  return to;
}

/** Writes both controls under outDir and returns their folders. */
export function makeControls(publicDir: string, outDir: string): { stock: string; nojs: string } {
  const appScripts = scriptsOf({ chunks: readChunks(publicDir) }, 'app');
  // What Gatsby wrote before gatsby/post-build/boot.ts: the page's path, the chunk map and the build's hash, then its
  // tags.
  const stock = (json: string) => {
    const { gatsby } = checked(JSON.parse(json), bootData, 'the boot data block');
    return [
      `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(gatsby.pagePath)};/*]]>*/</script>`,
      `<script id="gatsby-chunk-mapping">window.___chunkMapping=${JSON.stringify(gatsby.chunkMapping)};</script>`,
      `<script>window.___webpackCompilationHash=${JSON.stringify(gatsby.compilationHash)};</script>`,
      ...appScripts.map((file) => `<script src="${file}" async=""></script>`),
    ].join('');
  };
  // Gatsby's tags go where Gatsby writes them, at the end of <body> (the boot script is at the end of <head>).
  const withStockTags = (html: string) => {
    const [block, json] = bootScripts.exec(html) ?? [];
    return block && json ? html.replace(block, '').replace('</body>', () => `${stock(json)}</body>`) : html;
  };
  return {
    stock: copyWith(publicDir, path.join(outDir, 'stock'), (html) => withStockTags(html).replace(policy, '')),
    nojs: copyWith(publicDir, path.join(outDir, 'nojs'), (html) => html.replace(runnableScript, '')),
  };
}
