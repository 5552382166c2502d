import { inlineScriptHashes, pagePolicy, scriptHash, sharedPolicy } from './csp.ts';

// The example from MDN's Content-Security-Policy page: <script>alert('Hello, world.');</script>.
const hello = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('inline script hashes', () => {
  it('hashes the exact text of each inline script the browser would run, classic or module', () => {
    const html = `<head><script>alert('Hello, world.');</script></head><body><script type="module">alert('Hello, world.');</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([hello]);
    expect(scriptHash("alert('Hello, world.');")).toBe(hello);
  });

  it('keeps the whitespace and line breaks inside the script, as the browser hashes them', () => {
    expect(inlineScriptHashes(`<script>\n  alert('Hello, world.');\n</script>`)).not.toEqual([hello]);
    expect(inlineScriptHashes(`<script id="x"\n  data-y="z">alert('Hello, world.');</script>`)).toEqual([hello]);
  });

  it('leaves out scripts loaded from a file and data blocks such as JSON-LD, which are never run', () => {
    const html = [
      '<script src="/app-0123456789abcdef0123.js" async></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json" id="boot-files">{}</script>',
      '<script type="text/javascript">alert(\'Hello, world.\');</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hello]);
  });
});

describe('the page policy', () => {
  const policy = pagePolicy([hello], 'https://www.example.test');

  it('runs scripts from the site and the hashed inline scripts only, never inline or eval', () => {
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hello}`);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('lets the page talk only to the site and the form provider, and post to them, the public address and the provider’s own pages', () => {
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.web3forms.com");
    expect(directive(policy, 'form-action')).toBe(
      "form-action 'self' https://www.example.test https://api.web3forms.com https://web3forms.com",
    );
  });

  it('locks down everything else, saying nothing a <meta> policy may not (frame-ancestors)', () => {
    for (const expected of ["default-src 'self'", "img-src 'self'", "font-src 'self'", "object-src 'none'"]) {
      expect(policy.split('; ')).toContain(expected);
    }
    expect(policy).not.toContain('frame-ancestors');
  });
});

describe('the policy every path shares', () => {
  it('forbids framing, and says nothing of scripts, which differ from tool to tool', () => {
    expect(sharedPolicy.split('; ')).toEqual(["frame-ancestors 'none'"]);
  });

  it('shares no directive with the page policy, so a page that breaks one hears of it once', () => {
    const names = (value: string) => value.split('; ').map((part) => part.split(' ')[0]);
    const page = names(pagePolicy(["'sha256-x'"], 'https://www.example.test'));
    expect(names(sharedPolicy).filter((name) => page.includes(name))).toEqual([]);
    expect(page).toEqual(expect.arrayContaining(['object-src', 'base-uri']));
  });
});
