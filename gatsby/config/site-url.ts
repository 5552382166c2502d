/**
 * The site's public address, for canonical links, social cards, the sitemap and the form's way back. A production
 * build must know it: SITE_URL, else the site's address that a host gives its builds (Netlify's URL, Vercel's
 * production URL). A production build with none of them stops, rather than publish links to an address that is not
 * the site's; so does one on Cloudflare Pages, whose CF_PAGES_URL names only the deployment. `gatsby develop` falls back to its own server.
 */
export function siteUrlFrom(env: Record<string, string | undefined>, command = env.gatsby_executing_command): string {
  const vercel = env.VERCEL_PROJECT_PRODUCTION_URL;
  if (!env.SITE_URL && env.CF_PAGES === '1' && command === 'build') {
    throw new Error(
      `SITE_URL is not set. On Cloudflare Pages, CF_PAGES_URL (${env.CF_PAGES_URL ?? 'unset'}) is the address of this one deployment, ` +
        'not the site’s, and pages must not name it as their canonical address: set SITE_URL to the site’s own domain ' +
        'in the Pages project’s build variables (Settings → Variables and Secrets), for production and previews.',
    );
  }
  const found =
    env.SITE_URL ||
    (env.NETLIFY === 'true' ? env.URL : undefined) ||
    (vercel ? `https://${vercel}` : undefined) ||
    (command === 'build' ? undefined : 'http://localhost:8000');
  if (!found) {
    throw new Error(
      'SITE_URL is not set. A production build needs the public address of the site (e.g. SITE_URL=https://www.example.co.uk npm run build); ' +
        '`npm start` and `npm test` build with SITE_URL=http://127.0.0.1:9000, the address `npm run serve` answers on.',
    );
  }
  const url = new URL(found);
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_URL must be an http(s) origin with no path, e.g. https://www.example.co.uk (got ${found})`);
  }
  return url.origin;
}
