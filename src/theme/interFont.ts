/**
 * The address of Inter as the site ships it: cut down to the characters of the site's text and the weights of its
 * type scale by gatsby/font/subset.ts, which writes it before each build. globalStyles.ts declares it; gatsby-ssr.tsx
 * preloads it.
 */
import interFont from '../../.cache/fonts/inter.woff2';

export default interFont;
