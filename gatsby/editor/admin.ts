import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { caseStudyPrefix } from '../../src/lib/listing.ts';
import { cmsConfig } from './cms-config.ts';
import type { Content } from '../content/read.ts';
import { cmsAuthUrl, cmsBranch, cmsRepo } from '../config/editor.ts';

/**
 * The content editor at /admin/: Sveltia CMS, bundled from its npm package into public/admin/ with its fonts, so it
 * runs from the site's own origin under a narrow policy (gatsby/post-build/headers.ts) and asks no other server for
 * code, words or fonts. Its configuration comes from the content schemas (gatsby/editor/cms-config.ts). docs/editing.md
 * says how the owner uses it.
 */

const root = path.resolve(__dirname, '../..');
const moduleFile = (file: string) => path.join(root, 'node_modules', file);

/** The editor's three typefaces, which its package would load from a CDN: served from /admin/fonts/ instead. */
const fonts = [
  '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
];
const fontUrl = (name: string) => `/admin/fonts/${name}.woff2`;

/**
 * What the bundle changes in the editor's code, each found by a pattern that must match: the fonts' addresses (a CDN,
 * and files its package does not ship), and the GitHub status check, a request to a third party on every visit, which
 * is answered "no incident" without asking.
 */
const patches: [RegExp, string][] = [
  [
    /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/(latin-[a-z0-9]+-normal)\.woff2/g,
    fontUrl('$1-$2'),
  ],
  [/assets\/([a-z0-9-]+-latin-[a-z0-9]+-normal)-[\w-]+\.woff2/g, fontUrl('$1')],
  [/https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json/g, 'data:application/json,{"status":{"indicator":"none"}}'],
];

const patchEditor: Plugin = {
  name: 'patch-editor',
  setup(bundler) {
    bundler.onLoad({ filter: /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, async ({ path: file }) => {
      let code = await fs.promises.readFile(file, 'utf8');
      for (const [pattern, replacement] of patches) {
        if (code.search(pattern) === -1)
          throw new Error(`@sveltia/cms has changed: ${pattern} no longer matches (gatsby/editor/admin.ts)`);
        code = code.replace(pattern, replacement);
      }
      return { contents: code, loader: 'js' };
    });
  },
};

/** The site's content has no code fields, so the highlighter's 300 languages and themes are left out of the bundle. */
const noHighlighting: Plugin = {
  name: 'no-highlighting',
  setup(bundler) {
    bundler.onResolve({ filter: /^@shikijs\/(langs|themes)\// }, () => ({
      path: 'none',
      namespace: 'no-highlighting',
    }));
    bundler.onLoad({ filter: /.*/, namespace: 'no-highlighting' }, () => ({ contents: 'export default [];' }));
  },
};

/**
 * The bundle's entry: the editor, with a preview of each page and of the case studies drawn by the site's own
 * templates (src/admin/preview.tsx), then started.
 */
function editorEntry({ routes, labels }: Pick<Content, 'routes' | 'labels'>) {
  const templates = [...new Set(routes.map((route) => route.template))];
  const loaders = templates.map((template) => `'${template}': () => import('./src/templates/${template}.tsx')`);
  const plan = {
    pages: routes
      .filter((route) => route.template !== 'case-study')
      .map(({ name, path: pagePath, template }) => ({ name, path: pagePath, template })),
    caseStudies: {
      name: 'case-studies',
      path: `${caseStudyPrefix}{slug}/`,
      template: 'case-study',
      built: routes.find((route) => route.template === 'case-study')?.path,
    },
    // Each page's name for people and address, so a link or service changed in the editor shows the page it names.
    routes: Object.fromEntries(
      routes
        .filter((route) => route.template !== 'case-study')
        .map(({ name, path: pagePath }) => [name, { label: labels[name]?.label ?? name, path: pagePath }]),
    ),
  };
  // The previews' code is loaded after the editor's, which shares the React it runs on (src/admin/react.ts).
  return `import CMS from '@sveltia/cms';
const { registerPreviews } = await import('./src/admin/preview.tsx');
await registerPreviews(CMS, { ${loaders.join(', ')} }, ${JSON.stringify(plan)});
CMS.init();
`;
}

/** The site's components in the editor's previews run on the editor's React, and without Gatsby (src/admin/). */
const editorReact: Plugin = {
  name: 'editor-react',
  setup(bundler) {
    const shims: Record<string, string> = {
      react: 'src/admin/react.ts',
      'react/jsx-runtime': 'src/admin/jsx-runtime.ts',
      'react-dom': 'src/admin/react-dom.ts',
      gatsby: 'src/admin/gatsby.tsx',
    };
    bundler.onResolve({ filter: /^(react|react\/jsx-runtime|react-dom|gatsby)$/ }, ({ path: name }) => ({
      path: path.join(root, shims[name]!),
    }));
  },
};

/** The page that loads the editor; `noindex`, as is its header (gatsby/post-build/headers.ts). */
const adminPage = (title: string) => `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${title}</title>
    <link href="/admin/config.json" type="application/json" rel="cms-config-url">
    <script type="module" src="/admin/cms.js"></script>
  </head>
  <body></body>
</html>
`;

/** Writes public/admin/: the page, the configuration, the bundled editor and its fonts. */
export async function writeAdmin(
  publicDir: string,
  content: Content,
  parts?: ReadonlyMap<string, readonly string[]>,
  env = process.env,
) {
  const out = path.join(publicDir, 'admin');
  fs.rmSync(out, { recursive: true, force: true });
  // Imported here, as in gatsby/post-build/boot.ts: esbuild does not load in the browser-like test environment.
  const { build } = await import('esbuild');
  await build({
    stdin: { contents: editorEntry(content), resolveDir: root, loader: 'tsx' },
    // The preview's contact form carries no key: the editor's policy lets nothing reach the form provider anyway.
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.GATSBY_WEB3FORMS_ACCESS_KEY': '""' },
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    loader: { '.woff2': 'file' },
    publicPath: '/admin/',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir: out,
    entryNames: 'cms',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [patchEditor, noHighlighting, editorReact],
    logLevel: 'error',
  });
  fs.mkdirSync(path.join(out, 'fonts'));
  for (const file of fonts) {
    fs.copyFileSync(moduleFile(file), path.join(out, 'fonts', path.basename(file)));
  }
  fs.writeFileSync(path.join(out, 'index.html'), adminPage(`Edit the site · ${content.site.shortName}`));
  const config = cmsConfig(content, {
    repo: cmsRepo(env) ?? 'owner/repository',
    branch: cmsBranch(env),
    authUrl: cmsAuthUrl(env),
    parts,
  });
  fs.writeFileSync(path.join(out, 'config.json'), JSON.stringify(config));
}
