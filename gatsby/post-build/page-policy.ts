import fs from 'node:fs';
import path from 'node:path';
import type { Build } from '../built/build.ts';
import { elementsOf, splice } from '../../plugins/page-start/html.ts';
import { bootSource } from '../../plugins/page-start/rewrite.ts';
import { pagePolicy, scriptHash } from './csp.ts';

/**
 * Every page's Content-Security-Policy, in a <meta> element first in its <head> (after the character set, which must
 * come first): the page policy (csp.ts), which allows the one inline script, the boot script (plugins/page-start),
 * by its hash. A policy an earlier build wrote is replaced.
 */
export function withPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  let at: number | undefined;
  for (const element of elementsOf(html)) {
    if (element.tag === 'meta' && element.attrs['http-equiv']?.toLowerCase() === 'content-security-policy')
      return splice(html, [{ from: element.from, to: element.to, text: meta }]);
    if (element.tag === 'head') at = element.innerFrom;
    if (element.tag === 'meta' && 'charset' in element.attrs) at = element.to;
  }
  return at === undefined ? html : splice(html, [{ from: at, to: at, text: meta }]);
}

/** Writes the page policy into every page of the build; returns it. */
export async function writePagePolicy(build: Build, siteUrl: string): Promise<string> {
  const policy = pagePolicy([scriptHash(await bootSource())], siteUrl);
  for (const { file } of build.pages) {
    const full = path.join(build.publicDir, file);
    fs.writeFileSync(full, withPolicy(fs.readFileSync(full, 'utf8'), policy));
  }
  return policy;
}
