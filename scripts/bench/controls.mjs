/**
 * The control copies of the build that the visitor benchmark measures beside it, made from the same public/:
 * - stock: each page as Gatsby writes it, with its own three script tags where the build's boot script is;
 * - nojs: no script the browser would run (JSON-LD data blocks stay), so the HTML and CSS alone.
 * Everything else (images, page data, _headers) is the same files.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The inline script gatsby/boot.ts put where Gatsby's script tags were, which keeps their list. */
const bootScript = /<script id="boot" data-gatsby="([^"]*)">[\s\S]*?<\/script>/;
const runnableScript = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;

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
  const stockTags = (_, list) =>
    list
      .split(' ')
      .map((src) => `<script src="${src}" async=""></script>`)
      .join('');
  return {
    stock: copyWith(publicDir, path.join(outDir, 'stock'), (html) => html.replace(bootScript, stockTags)),
    nojs: copyWith(publicDir, path.join(outDir, 'nojs'), (html) => html.replace(runnableScript, '')),
  };
}
