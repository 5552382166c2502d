import { fallbackFontFaces } from './fallbackFonts.ts';
import interFont from './interFont.ts';
import { focusRingText } from './styles.ts';
import { color, font, layout, mq, space, typeface } from './tokens.ts';

/**
 * The page-wide styles, as CSS text: gatsby-ssr.tsx writes them into every page's <head>. They are not a component,
 * so the browser's bundle does not carry them and the server renders the same React tree as the browser hydrates.
 *
 * Inter is self-hosted, only the characters and weights the site uses (interFont.ts), with font-display swap:
 * text shows at once in a fallback scaled to Inter's metrics (fallbackFonts.ts), so the largest paint never waits
 * for the font and the page does not move when it arrives. Scroll padding lands in-page anchors below the fixed
 * header. Headings wrap into lines of even length (no word left alone on the last line); a paragraph stops at the
 * measure, however wide its block, and avoids a lone last word.
 */
export const globalStyles = () => `
  @font-face {
    font-family: '${typeface.name}';
    font-style: normal;
    font-display: swap;
    font-weight: ${font.weight.regular} ${font.weight.bold};
    src: url(${interFont}) format('woff2-variations');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329,
      U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
  ${fallbackFontFaces()}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${layout.headerHeight} + ${space[4]});
  }
  body {
    margin: 0;
    font-family: ${font.family};
    font-size: ${font.size.md};
    line-height: ${font.lineHeight.body};
    color: ${color.text};
    background: ${color.surface};
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    margin: 0;
    color: ${color.ink};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.heading};
    text-wrap: balance;
  }
  p {
    margin: 0;
    max-width: ${font.measure};
    text-wrap: pretty;
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  a {
    color: ${color.link};
  }
  a:hover {
    color: ${color.linkHover};
  }
  :focus-visible {
    ${focusRingText()}
  }
  ${mq.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  ${mq.forcedColors} {
    :focus-visible {
      outline-color: Highlight;
    }
  }
`;
