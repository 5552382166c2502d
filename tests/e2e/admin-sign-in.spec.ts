import type { BrowserContext, Page } from '@playwright/test';
import { host } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';

/**
 * Signing in to the editor on the live site, offline: the OAuth provider's popup (Netlify's, or the relay the build
 * names in CMS_AUTH_URL) is a stub page that answers the editor as the real one does, and GitHub's API is a stub
 * that records the token it is asked with. Nothing leaves the machine.
 */
const token = 'gho_stub-token-from-the-popup';

/** Answers the popup at `origin`/auth as an OAuth provider does once GitHub has said yes; returns its addresses. */
async function stubProvider(context: BrowserContext, origin: string) {
  const opened: string[] = [];
  await context.route(`${origin}/auth**`, (route) => {
    opened.push(route.request().url());
    // The editor's side of the handshake: the popup says it is authorising, the editor echoes that back, and the
    // popup then posts the token to the editor's origin.
    const answer = JSON.stringify({ provider: 'github', token });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Signing in</title><script>
        addEventListener('message', (event) => {
          if (event.data === 'authorizing:github')
            window.opener.postMessage('authorization:github:success:' + ${JSON.stringify(answer)}, event.origin);
        });
        window.opener.postMessage('authorizing:github', '*');
      </script>`,
    });
  });
  return opened;
}

/** GitHub's API, answering nothing: the Authorization header of every request to it, in order. */
async function stubGitHub(context: BrowserContext) {
  const sentWith: string[] = [];
  await context.route('https://api.github.com/**', (route) => {
    sentWith.push(route.request().headers().authorization ?? '');
    return route.fulfill({ status: 401, json: { message: 'Bad credentials' } });
  });
  return sentWith;
}

async function signInWithGitHub(page: Page) {
  await page.goto('/admin/');
  const popup = page.waitForEvent('popup');
  // The editor wraps the provider's name in invisible direction marks.
  await page.getByRole('button', { name: /^Sign In with .?GitHub.?$/ }).click();
  return popup;
}

test.describe('signing in to the editor on the live site', () => {
  test('the site’s pages keep their strict opener policy, and the editor lets its sign-in popup answer', async ({
    request,
  }) => {
    // As the host serves them (tests/support/servers.ts), which joins two rules' values of one header.
    const opener = async (path: string) =>
      (await request.get(`${host.url}${path}`)).headers()['cross-origin-opener-policy'];
    expect(await opener('/')).toBe('same-origin');
    expect(await opener('/admin/')).toBe('same-origin-allow-popups');
  });

  test('with GitHub through Netlify’s OAuth popup: the editor then asks GitHub with the token the popup gave', async ({
    context,
    page,
  }) => {
    const opened = await stubProvider(context, 'https://api.netlify.com');
    const sentWith = await stubGitHub(context);
    await signInWithGitHub(page);
    await expect.poll(() => sentWith).toContain(`token ${token}`);
    expect(new URL(opened[0]!).searchParams.get('provider')).toBe('github');
    expect(new URL(opened[0]!).searchParams.get('scope')).toContain('repo');
  });

  test('with GitHub through the relay the build names in CMS_AUTH_URL (Cloudflare Pages, GitHub Pages)', async ({
    context,
    page,
  }) => {
    const relay = 'https://cms-auth.example.workers.dev';
    // The build for this test had no CMS_AUTH_URL: its configuration is given the relay as such a build's would be.
    await context.route('**/admin/config.json?*', async (route) => {
      const config = (await (await route.fetch()).json()) as { backend: object };
      await route.fulfill({ json: { ...config, backend: { ...config.backend, base_url: relay } } });
    });
    const opened = await stubProvider(context, relay);
    const sentWith = await stubGitHub(context);
    await signInWithGitHub(page);
    await expect.poll(() => sentWith).toContain(`token ${token}`);
    expect(opened).toHaveLength(1);
  });

  test('with a GitHub access token, as before', async ({ context, page }) => {
    const sentWith = await stubGitHub(context);
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign In Using Access Token' });
    await dialog.getByRole('textbox').fill(token);
    await dialog.getByRole('button', { name: /^Sign In$/ }).click();
    await expect.poll(() => sentWith).toContain(`token ${token}`);
  });
});
