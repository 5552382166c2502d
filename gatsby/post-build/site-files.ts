import fs from 'node:fs';
import path from 'node:path';
import { color } from '../../src/theme/tokens.ts';
import type { Content } from '../content/read.ts';

/** The company facts the manifest names. */
type Site = Pick<Content['site'], 'shortName' | 'strapline'>;

/** The web manifest, from the company facts in content/site.json; its colours are the page's and the header's. */
export function manifest(site: Site) {
  return {
    name: `${site.shortName}: ${site.strapline}`,
    short_name: site.shortName,
    start_url: '/',
    display: 'browser',
    background_color: color.surface,
    theme_color: color.surfaceDark,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

/** robots.txt: everything may be crawled; the sitemap is at the site's own address. */
export const robots = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;

/** Writes the files that depend on settings known only at build time into public/. */
export function writeBuildFiles(publicDir: string, site: Site, siteUrl: string) {
  fs.writeFileSync(path.join(publicDir, 'site.webmanifest'), `${JSON.stringify(manifest(site), null, 2)}\n`);
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robots(siteUrl));
}
