import { Global, css } from '@emotion/react';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import { color, font, layout, mq, space } from './tokens';

const styles = css`
  /*
   * Inter, self-hosted, Latin subset only (all the copy needs; gatsby-ssr.tsx preloads it). 'block' rather than
   * 'swap': the preloaded file arrives before text would show, and swapping fonts later would move the page.
   */
  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-display: block;
    font-weight: 100 900;
    src: url(${interLatin}) format('woff2-variations');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329,
      U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    /* In-page anchors land below the fixed header. */
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
  }
  p {
    margin: 0;
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
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
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

export function GlobalStyles() {
  return <Global styles={styles} />;
}
