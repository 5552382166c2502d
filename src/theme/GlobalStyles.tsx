import { Global, css } from '@emotion/react';
import { color, font, layout, mq, space } from './tokens';

const styles = css`
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
