import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { WEB3FORMS_ENDPOINT } from '../src/contact/client';
import { pageFiles } from './page-files';

/**
 * public/_headers, the file Netlify and Cloudflare Pages read: security headers for every response, a
 * Content-Security-Policy per page that allows the page's own inline scripts by their SHA-256 hash (Gatsby's
 * chunk map and compilation hash, and the boot script of gatsby/boot.ts), and cache rules by kind of file.
 * Written after the build and the boot rewrite, since the hashes exist only then. scripts/serve.mjs serves the
 * build with it.
 */

/** The form provider the contact form posts to, with and without JavaScript. */
const formProvider = new URL(WEB3FORMS_ENDPOINT).origin;

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'public, max-age=0, must-revalidate';

const security: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=(), accelerometer=(), gyroscope=(), ' +
      'magnetometer=(), display-capture=(), browsing-topics=()',
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line; past that it drops rules silently. */
const limits = { rules: 100, lineLength: 2000 };

/** A script element's type attribute says whether the browser runs it; anything else is a data block (JSON-LD). */
const runs = (type: string | undefined) =>
  type === undefined || type === '' || type === 'module' || /^(text|application)\/(java|ecma)script$/i.test(type);

/** The CSP source for each inline script in the HTML that the browser would run, first occurrence first. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1];
    if (!runs(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy for a page whose inline scripts have these hashes. Emotion and react-aria need inline styles. A form
 * posted without JavaScript goes to the provider, which sends the visitor on to the site's public address (its
 * `redirect` field): named as well as 'self', for a copy of the site served from another address.
 */
export function contentSecurityPolicy(scriptHashes: string[], siteUrl: string): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${formProvider}`,
    `form-action 'self' ${new URL(siteUrl).origin} ${formProvider}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

interface Build {
  /** The site's public address (SITE_URL). */
  siteUrl: string;
  /** Each HTML page by the path it is served at, with its HTML. */
  pages: { path: string; html: string }[];
  /** The paths of the files whose names carry a hash of their content. */
  hashedAssets: string[];
}

/**
 * The text of _headers. Every rule that matches a request adds its headers, so Cache-Control is set only by rules
 * that never overlap. The catch-all's policy allows every page's scripts: it is what the 404 page gets when a host
 * serves it for an unknown address. A known page also gets its own stricter policy; a browser enforces both.
 */
export function headersFile({ siteUrl, pages, hashedAssets }: Build): string {
  const everyHash = [...new Set(pages.flatMap((page) => inlineScriptHashes(page.html)))];
  const rules: [string, [string, string][]][] = [
    ['/*', [...security, ['Content-Security-Policy', contentSecurityPolicy(everyHash, siteUrl)]]],
    ['/static/*', [['Cache-Control', immutable]]],
    ['/page-data/*', [['Cache-Control', revalidate]]],
    ...hashedAssets.map((asset): [string, [string, string][]] => [asset, [['Cache-Control', immutable]]]),
    ...pages.map(({ path: pagePath, html }): [string, [string, string][]] => [
      pagePath,
      [
        ['Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html), siteUrl)],
        ['Cache-Control', revalidate],
      ],
    ]),
  ];
  if (rules.length > limits.rules) {
    throw new Error(`_headers would have ${rules.length} rules; Cloudflare Pages reads only the first 100 rules.`);
  }
  const text = rules.map(([forPath, headers]) =>
    [forPath, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  const long = text.flatMap((lines) => lines.split('\n')).find((line) => line.length > limits.lineLength);
  if (long) {
    throw new Error(
      `A _headers line is over 2,000 characters, which Cloudflare Pages does not read: ${long.slice(0, 80)}…`,
    );
  }
  return `${text.join('\n\n')}\n`;
}

/**
 * This build's JavaScript chunks, which Gatsby names with a content hash, from webpack.stats.json: older builds'
 * chunks left in public/ are not served by anything and get no rule.
 */
function hashedChunks(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    assetsByChunkName: Record<string, string[]>;
  };
  const files = Object.values(stats.assetsByChunkName).flat();
  return [...new Set(files.filter((file) => /-[0-9a-f]{20}\.js$/.test(file)))].sort().map((file) => `/${file}`);
}

/** Reads the finished build in publicDir and writes publicDir/_headers. */
export function writeHeaders(publicDir: string, siteUrl: string) {
  const pages = pageFiles(publicDir).map(({ file, path: servedAt }) => ({
    path: servedAt,
    html: fs.readFileSync(path.join(publicDir, file), 'utf8'),
  }));
  fs.writeFileSync(
    path.join(publicDir, '_headers'),
    headersFile({ siteUrl, pages, hashedAssets: hashedChunks(publicDir) }),
  );
}
