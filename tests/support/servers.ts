/**
 * The servers the browser tests run against (playwright.config.ts starts them). scripts/serve.ts serves the build
 * of the live content in public/, which most tests visit, and the build of the frozen content in
 * .visual-build/public, which the screenshot tests photograph (scripts/build-visual.ts). The build of the content
 * the editor test saved, with an owner's harmless mistakes, in .editor-build/public, is served only for
 * tests/owner-edits/, which scripts/check-editor-build.ts runs once it has made that build.
 *
 * `host` is the build in public/ as Cloudflare Pages serves it: Cloudflare's own asset server, run offline by
 * `wrangler pages dev`. The tests of what the host decides (headers, policies, redirects, the 404) run against it,
 * and tests/e2e/host.spec.ts checks that scripts/serve.ts gives every rule of public/_headers as it does.
 */
const site = Number(process.env.E2E_PORT ?? 9321);

export const servers = {
  site: { port: site, url: `http://127.0.0.1:${site}`, root: 'public' },
  visual: { port: site + 1, url: `http://127.0.0.1:${site + 1}`, root: '.visual-build/public' },
};

export const edited = { port: site + 2, url: `http://127.0.0.1:${site + 2}`, root: '.editor-build/public' };

export const host = { port: site + 3, url: `http://127.0.0.1:${site + 3}`, root: 'public' };
