/** Where the content editor saves and signs in, from the build's environment (docs/deploy.md). */

/**
 * The GitHub repository, "owner/name", that the editor saves to in production: CMS_REPO, else the repository the host
 * builds from where it says (GitHub Actions' GITHUB_REPOSITORY, Netlify's REPOSITORY_URL). The launch check stops a
 * production build without one (gatsby/launch/check.ts).
 */
export const cmsRepo = (env: Record<string, string | undefined>) =>
  env.CMS_REPO ||
  env.GITHUB_REPOSITORY ||
  /^https:\/\/github\.com\/([\w.-]+\/[\w-]+(?:\.(?!git$)[\w-]+)*)(?:\.git)?$/.exec(env.REPOSITORY_URL ?? '')?.[1];

/**
 * The branch the editor saves to: CMS_BRANCH, else main. A host that passes an unset setting on as an empty one
 * (GitHub Actions' `vars`) gets main too.
 */
export const cmsBranch = (env: Record<string, string | undefined>) => env.CMS_BRANCH?.trim() || 'main';

/**
 * The address of the sign-in relay, CMS_AUTH_URL, as the editor wants it: an https origin. A mistyped one stops the
 * build rather than give the owner a sign-in button that fails.
 */
export function cmsAuthUrl(env: Record<string, string | undefined>): string | undefined {
  const value = env.CMS_AUTH_URL?.trim();
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `CMS_AUTH_URL must be the address of the sign-in relay, such as https://sveltia-cms-auth.<account>.workers.dev, not "${value}"`,
    );
  }
  return url.origin;
}
