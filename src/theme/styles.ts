import { css } from '@emotion/react';
import { color, focus, font, mq, radius, shadow, space } from './tokens.ts';

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
    color: ${color.textOnDark};
  }
  ${focusRingOnDark}
`;

/**
 * A link's box stretched over the box that holds it (which must be positioned): a press anywhere on it follows the
 * link, while the link's name stays its own words, and keyboard focus rings the whole box, with `corner` corners.
 */
export const stretchedLink = (corner: string, dark = false) => css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${corner};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    ${focusRingText()}
    ${dark && `outline-color: ${color.focusRingOnDark};`}
  }
  ${mq.forcedColors} {
    &:focus-visible::after {
      outline-color: Highlight;
    }
  }
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

/**
 * Spans for a grid of `columns` equal tracks that leave no hole in its last row, whatever the number of items: when
 * the items do not fill whole rows, the first ones (with three columns and one left over, the first and the last)
 * take two tracks, and a lone item takes the row. Pure CSS (quantity selectors), so it holds before any script.
 * Place it in the media query where the grid has that many columns, and in no wider one.
 */
export const fullRows = (columns: 2 | 3 | 4) => {
  const first = (left: number) => `> :first-child:nth-last-child(${columns}n + ${left})`;
  const wide: Record<2 | 3 | 4, string[]> = {
    2: [first(1)],
    3: [first(2), first(1), `> :last-child:nth-child(3n + 1)`],
    4: [first(3), first(2), `${first(2)} + *`, first(1), `${first(1)} + *`, `${first(1)} + * + *`],
  };
  return css`
    ${wide[columns].join(',\n')} {
      grid-column: span 2;
    }
    > :first-child:last-child {
      grid-column: 1 / -1;
    }
  `;
};

/** A form control's box: a text field's, a select's. */
export const fieldBox = css`
  width: 100%;
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.controlBorder};
  border-radius: ${radius.control};
  background: ${color.surface};
  color: ${color.ink};
  font: inherit;
`;

/**
 * A section-level heading's size: `headingMobile` on a phone, `3xl` from 768 px and, where it heads a whole band,
 * `4xl` from 1024 px.
 */
export const sectionHeadingSize = (band: boolean) => css`
  font-size: ${font.size.headingMobile};
  ${mq.md} {
    font-size: ${font.size['3xl']};
  }
  ${
    band &&
    css`
      ${mq.lg} {
        font-size: ${font.size['4xl']};
      }
    `
  }
`;

/** A form control held while the form sends: greyed, and the pointer says it will not change. */
export const readOnlyBox = css`
  background: ${color.surfaceAlt};
  cursor: not-allowed;
`;

/** Terms over their values, as key facts are written: the term small and spaced, the value in ink under it. */
export const termsAndValues = css`
  dt {
    color: ${color.text};
    ${eyebrowText}
  }
  dd {
    margin: ${space[1]} 0 0;
    color: ${color.ink};
  }
`;
