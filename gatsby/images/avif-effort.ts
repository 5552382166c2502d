import type { AvifOptions } from 'sharp';

/**
 * The effort sharp spends on each AVIF picture the build makes. Its default, 4, took 3.5–4 times as long as 2 on this
 * site's drawings (5.3 s against 1.4 s for a 1280 px hero), for files within 3% of the same size, either way
 * (docs/speed.md, "Images"). gatsby-plugin-sharp passes sharp only a quality for AVIF, so the effort is set on sharp.
 */
export const avifEffort = 2;

/**
 * Makes every `.avif()` call of this sharp module encode at `avifEffort`, unless the call names an effort itself.
 * gatsby-plugin-sharp runs its image jobs in the build's own process, with the same sharp module (package.json's
 * overrides keep one copy), so gatsby-node.ts calls this once, before any job runs.
 */
export function encodeAvifAtEffort<T>(sharp: { prototype: { avif: (this: T, options?: AvifOptions) => T } }) {
  const avif = sharp.prototype.avif;
  sharp.prototype.avif = function (this: T, options?: AvifOptions) {
    return avif.call(this, { effort: avifEffort, ...options });
  };
}
