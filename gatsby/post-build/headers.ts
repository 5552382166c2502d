import fs from 'node:fs';
import path from 'node:path';
import type { Build } from '../built/build.ts';
import { adminPolicy, inertPolicy, sharedPolicy } from './csp.ts';

/**
 * public/_headers, the file Netlify and Cloudflare Pages read: security headers for every response and cache rules by
 * kind of file. Its size does not grow with the pages: every page carries its own Content-Security-Policy in a <meta>
 * element (gatsby/post-build/boot.ts), and the pages' Cache-Control is the hosts' default, which revalidates.
 * scripts/serve.ts serves the build with it.
 *
 * Hosts add the headers of every rule a path matches (Cloudflare Pages joins two values of one header with a comma,
 * which for a policy makes two that the browser both enforces), so the catch-all `/*` sets only what suits every path,
 * a page, a file or another tool's folder with a policy of its own, and Cache-Control comes only from rules that never
 * overlap. The one exception is the editor's opener policy: its sign-in popup must be able to answer it. There a
 * `! Name` line first takes away the value `/*` gave, as Cloudflare Pages reads it; Netlify does not know that line
 * and needs none (a later rule's value of a header replaces an earlier one's), so a build on Netlify leaves it out.
 */

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
  ['Content-Security-Policy', sharedPolicy],
];

/** The limits of the strictest host that reads the file: Cloudflare Pages drops rules past them without a word. */
export const limits = { rules: 100, lineLength: 2000 };

/** A header line: a name and its value, or a name and null for `! Name`, which takes away what earlier rules set. */
type Header = [string, string | null];

/**
 * The text of _headers, for a build whose content-hashed scripts are `hashedAssets`; `netlify` for a build on
 * Netlify, which reads no `! Name` lines.
 */
export function headersFile(hashedAssets: readonly string[], { netlify = false } = {}): string {
  const rules: [string, Header[]][] = [
    ['/*', security],
    ['/static/*', [['Cache-Control', immutable]]],
    ['/page-data/*', [['Cache-Control', revalidate]]],
    // The content editor: its own policy, kept out of search engines, and always revalidated (its configuration
    // changes with the content). Its "Sign in with GitHub" popup answers the page that opened it, which the
    // catch-all's opener policy would cut off; a page on another site still cannot keep a hold on the editor.
    [
      '/admin/*',
      [
        ...(netlify ? [] : [['Cross-Origin-Opener-Policy', null] as Header]),
        ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
        ['Content-Security-Policy', adminPolicy],
        ['X-Robots-Tag', 'noindex'],
        ['Cache-Control', 'no-cache'],
      ],
    ],
    // Gatsby's own folders hold HTML that is not a page: it runs nothing, and search engines leave it.
    ...['/_gatsby/*', '/~partytown/*'].map((folder): [string, Header[]] => [
      folder,
      [
        ['Content-Security-Policy', inertPolicy],
        ['X-Robots-Tag', 'noindex'],
      ],
    ]),
    ...hashedAssets.map((asset): [string, Header[]] => [asset, [['Cache-Control', immutable]]]),
  ];
  if (rules.length > limits.rules) {
    throw new Error(`_headers would have ${rules.length} rules; Cloudflare Pages reads only the first 100 rules.`);
  }
  const text = rules.map(([forPath, headers]) =>
    [forPath, ...headers.map(([name, value]) => (value === null ? `  ! ${name}` : `  ${name}: ${value}`))].join('\n'),
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
 * chunks left in public/ are not served by anything and get no rule. Their number follows the templates and islands,
 * not the pages.
 */
export const hashedChunks = ({ chunks }: Pick<Build, 'chunks'>): string[] =>
  [...new Set(Object.values(chunks).flat())]
    .filter((file) => /-[0-9a-f]{20}\.js$/.test(file))
    .sort()
    .map((file) => `/${file}`);

/** Writes publicDir/_headers for the build; Netlify's build sets NETLIFY=true. */
export function writeHeaders(build: Build, env = process.env) {
  const file = headersFile(hashedChunks(build), { netlify: env.NETLIFY === 'true' });
  fs.writeFileSync(path.join(build.publicDir, '_headers'), file);
}
