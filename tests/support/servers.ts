/**
 * The static servers the browser tests run against (playwright.config.ts starts them): the build of the live
 * content in public/, which most tests visit, and the build of the frozen content in .visual-build/public, which
 * the screenshot tests photograph (scripts/build-visual.mjs). The build of the content the editor test saved,
 * with an owner's harmless mistakes, in .editor-build/public, is served only for tests/owner-edits/, which
 * scripts/check-editor-build.mjs runs once it has made that build.
 */
const site = Number(process.env.E2E_PORT ?? 9321);

export const servers = {
  site: { port: site, url: `http://127.0.0.1:${site}`, root: 'public' },
  visual: { port: site + 1, url: `http://127.0.0.1:${site + 1}`, root: '.visual-build/public' },
};

export const edited = { port: site + 2, url: `http://127.0.0.1:${site + 2}`, root: '.editor-build/public' };
