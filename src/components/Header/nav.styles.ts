import { color, font, layout, motion, radius, space } from '../../theme/tokens.ts';

/* What the header's bar, drop-downs and mobile menu share. */

/** What the browser's style sheet gives a popover that a panel here does not want. */
export const popoverReset = `
  margin: 0;
  border: 0;
  color: inherit;
  overflow: visible;
  &:not(:popover-open) {
    display: none;
  }
`;

export const navItem = `
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  min-height: ${layout.minTarget};
  padding: 0 ${space[3]};
  border: 0;
  border-radius: ${radius.control};
  background: transparent;
  color: ${color.textOnDark};
  font: inherit;
  font-weight: ${font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${motion.fast}, color ${motion.fast};
  &:hover {
    background: ${color.hoverOnDark};
    color: ${color.accentTextOnDark};
  }
`;

/** The current page's link, or the button of the menu that holds it: accent text, underlined. */
export const currentMark = `
  color: ${color.accentTextOnDark};
  text-decoration: underline;
  text-decoration-thickness: 2px;
  text-underline-offset: ${space[2]};
`;
