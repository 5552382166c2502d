/**
 * @jest-environment node
 */
// In Node: the boot script, whose hash the policy holds, is compiled by esbuild, which does not run in jsdom.
import { inlineScriptHashes, scriptHash } from './csp.ts';
import { withPolicy } from './page-policy.ts';

const policy = "script-src 'self' 'sha256-x'";
const meta = (content: string) => `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
const page = (head: string) => `<html><head>${head}<title>About</title></head><body><p>Hi</p></body></html>`;

describe('withPolicy', () => {
  it('puts the page policy first in <head>, after the character set', () => {
    expect(withPolicy(page('<meta charSet="utf-8"/>'), policy)).toBe(page(`<meta charSet="utf-8"/>${meta(policy)}`));
  });

  it('puts it first in <head> where there is no character set', () => {
    expect(withPolicy(page(''), policy)).toBe(page(meta(policy)));
  });

  it('replaces the policy an earlier build wrote, and only that', () => {
    const earlier = withPolicy(page('<meta charSet="utf-8"/>'), "script-src 'none'");
    expect(withPolicy(earlier, policy)).toBe(page(`<meta charSet="utf-8"/>${meta(policy)}`));
  });

  it('adds no script of its own: the page runs what it ran before', () => {
    const html = page('<script>boot()</script>');
    expect(inlineScriptHashes(withPolicy(html, policy))).toEqual([scriptHash('boot()')]);
  });
});
