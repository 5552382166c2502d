import { css } from '@emotion/react';
import { color, focus, font, radius, shadow } from './tokens';

/** A ring's line: a solid outline of the focus ring's width. */
const ringText = (colour: string) => `outline: ${focus.width} solid ${colour};`;

/** The focus ring as CSS text, for the global style sheet (plain CSS, not Emotion); components use `focusRing`. */
export const focusRingText = (offset: string = focus.offset) =>
  `${ringText(color.focusRing)} outline-offset: ${offset};`;

/** The focus ring (docs/design.md, "Focus and forced colours"): `focusRing`, 2 px out unless `offset` says. */
export const focusRing = (offset?: string) => css(focusRingText(offset));

/** The ring's line alone in a colour, e.g. `Highlight` for the selected tab in forced colours. */
export const ring = (colour: string) => css(ringText(colour));

/** On a dark ground, the rings of links and buttons turn to `focusRingOnDark`. */
export const focusRingOnDark = css`
  a:focus-visible,
  button:focus-visible {
    outline-color: ${color.focusRingOnDark};
  }
`;

/** A dark ground (docs/design.md): navy, light muted text, white headings, and the rings for dark. */
export const darkGround = css`
  background: ${color.surfaceDark};
  color: ${color.textMutedOnDark};
  h2,
  h3 {
    color: ${color.white};
  }
  ${focusRingOnDark}
`;

/** A list without bullets or indent, for lists of links, cards and the like. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The frame of a card: a line, the card's corners and its ground (raised navy on a dark ground). */
export const cardFrame = (dark = false) => css`
  border: 1px solid ${dark ? color.borderOnDark : color.border};
  border-radius: ${radius.card};
  background: ${dark ? color.surfaceRaised : color.surface};
`;

/** A card that floats above the page: a drop-down, a notice. */
export const overlayFrame = css`
  ${cardFrame()}
  box-shadow: ${shadow.overlay};
`;

/**
 * Small uppercase spaced text: eyebrows, group titles, labels. Its size wins over the blocks that size their
 * paragraphs (a section header, a dark panel).
 */
export const eyebrowText = css`
  font-size: ${font.size.sm} !important;
  font-weight: ${font.weight.semibold};
  letter-spacing: ${font.tracking.eyebrow};
  text-transform: uppercase;
`;
