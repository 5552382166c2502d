import { createHash } from 'node:crypto';
import { WEB3FORMS_ENDPOINT } from '../../src/contact/client.ts';

/**
 * The Content-Security-Policy, in two parts (docs/product.md, "Security headers"), each directive in one of them only,
 * so a page that breaks one is reported once. Every page carries the page policy in a <meta> element: scripts from
 * the site and the one inline boot script, by its hash, which is the same on every page, and no plugins or <base>.
 * The `/*` rule of _headers sends what a <meta> policy cannot say: no framing. A browser enforces both.
 */

/** The form provider the contact form posts to, with and without JavaScript. */
const formProvider = new URL(WEB3FORMS_ENDPOINT).origin;

/**
 * Where the provider may send a browser that posted the form itself: the page its `redirect` field names, on the site,
 * once the message has gone, but its own pages when it does not take the message (a refusal, a wrong key, a check
 * for spam). A policy that left those out would stop the browser on the form, the message perhaps sent, inviting a
 * second post.
 */
const providerPages = 'https://web3forms.com';

/** A script element's type attribute says whether the browser runs it; anything else is a data block (JSON, JSON-LD). */
const runs = (type: string | undefined) =>
  type === undefined || type === '' || type === 'module' || /^(text|application)\/(java|ecma)script$/i.test(type);

/** The CSP source for each inline script in the HTML that the browser would run, first occurrence first. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1];
    if (!runs(type)) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes];
}

/** The CSP source that allows an inline script with this exact text. */
export const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** What every response shares, whatever its path, and only a header can say: nothing may frame it. */
export const sharedPolicy = "frame-ancestors 'none'";

/**
 * The policy of HTML in Gatsby's own folders that is not a page (a fragment it stitches into pages at build time,
 * Partytown's debug pages): served as it is, it runs nothing and loads nothing.
 */
export const inertPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of every page, whose inline scripts have these hashes. Emotion and react-aria need inline styles. A form
 * posted without JavaScript goes to the provider, which sends the visitor on to the site's public address (its
 * `redirect` field): named as well as 'self', for a copy of the site served from another address; or to a page of
 * its own (`providerPages`).
 */
export function pagePolicy(scriptHashes: readonly string[], siteUrl: string): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${formProvider}`,
    `form-action 'self' ${new URL(siteUrl).origin} ${formProvider} ${providerPages}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/**
 * The policy of the content editor at /admin/ (gatsby/editor/admin.ts): its own scripts only, the inline styles its
 * components set, pictures being uploaded (blob: and data: previews), and, besides the site, only GitHub, which it
 * saves to in production (its API, and the signed-in person's avatar).
 */
export const adminPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com",
  "manifest-src 'self'",
  // The preview pane: a frame the editor writes from a blob, where the site's own components draw the entry.
  'frame-src blob:',
  "form-action 'none'",
  // The preview frame sets its base to the site, so that the entry's pictures resolve.
  "base-uri 'self'",
].join('; ');
