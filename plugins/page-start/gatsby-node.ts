import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readBuild } from '../../gatsby/built/build.ts';
import { writeBoot } from './rewrite.ts';

/**
 * Once the build is done, every page starts with the boot script in place of Gatsby's script tags (rewrite.ts). A
 * plugin's onPostBuild runs before the site's own, so the site's steps after the build read pages as visitors get them.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async () => {
  // Gatsby builds in the site's folder, into its public/.
  await writeBoot(readBuild(path.join(process.cwd(), 'public')));
};
