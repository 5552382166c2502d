import { css } from '@emotion/react';
import { color, font, layout, motion, mq, radius, space } from '../../theme/tokens.ts';

type Variant = 'primary' | 'secondary';
type Ground = 'light' | 'dark';

export interface ButtonProps {
  variant?: Variant;
  ground?: Ground;
}

/** Keeps the look's props off the element. */
export const forwardButtonProp = (prop: PropertyKey) => prop !== 'variant' && prop !== 'ground';

/** One primary button on every ground: the same fill, edge and text on white, tinted and dark bands alike. */
const primary = {
  background: color.primaryButton,
  text: color.ink,
  hover: color.primaryButtonHover,
  border: color.primaryButtonEdge,
};

const fills = {
  primary: { light: primary, dark: primary },
  secondary: {
    light: { background: 'transparent', text: color.ink, hover: color.surfaceAlt, border: color.secondaryBorder },
    dark: {
      background: 'transparent',
      text: color.textOnDark,
      hover: color.hoverOnDark,
      border: color.secondaryBorder,
    },
  },
} as const;

/** The look of a button: react-aria's buttons, and internal links that act as calls to action. */
export const buttonStyles = ({ variant = 'primary', ground = 'light' }: ButtonProps) => {
  const fill = fills[variant][ground];
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${space[2]};
    min-height: ${layout.minTarget};
    padding: ${space[2]} ${space[5]};
    border: 2px solid ${fill.border};
    border-radius: ${radius.control};
    background: ${fill.background};
    color: ${fill.text};
    font: inherit;
    font-weight: ${font.weight.semibold};
    text-align: center;
    text-decoration: none;
    cursor: pointer;
    /* A long label wraps inside its button on a phone, rather than pushing the page wider than the screen. */
    ${mq.md} {
      white-space: nowrap;
    }
    transition: background-color ${motion.fast};
    &:hover {
      background: ${fill.hover};
      color: ${fill.text};
    }
    &:focus-visible {
      outline-color: ${ground === 'dark' ? color.focusRingOnDark : color.focusRing};
    }
    ${mq.forcedColors} {
      border-color: ButtonText;
    }
  `;
};
