/**
 * The pages of the build in public/, as its page data records them: each page's path, its HTML file and its
 * template's chunk group. Read by the byte budgets and the benchmark, which check one page of each template or all.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every page-data.json under dir, but the static queries' and the not-found page's. */
function pageDataFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['sq', '404', '404.html'].includes(entry.name) ? [] : pageDataFiles(full);
    return entry.name === 'page-data.json' ? [full] : [];
  });
}

export function builtPages(publicDir) {
  return pageDataFiles(path.join(publicDir, 'page-data'))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')))
    .map((data) => ({ path: data.path, file: path.join(data.path, 'index.html'), group: data.componentChunkName }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}
