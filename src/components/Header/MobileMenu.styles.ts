import styled from '@emotion/styled';
import { color, font, layout, mq, shadow, space } from '../../theme/tokens.ts';
import { eyebrowText } from '../../theme/styles.ts';
import { withPopoverTarget } from '../ui/popover.ts';
import { currentMark, navItem, popoverReset } from './nav.styles.ts';

export const MobileOnly = styled.div`
  ${mq.lg} {
    display: none;
  }
`;

export const MobilePanel = styled.div`
  ${popoverReset}
  inset: ${layout.headerHeight} 0 0 0;
  width: auto;
  height: auto;
  overflow-y: auto;
  padding: ${space[4]} ${layout.gutterMobile} ${space[6]};
  ${mq.md} {
    padding-inline: ${layout.gutter};
  }
  background: ${color.surfaceDark};
  border-top: 1px solid ${color.borderOnDark};
  box-shadow: ${shadow.overlay};
  li a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.minTarget};
    color: ${color.textOnDark};
    font-weight: ${font.weight.medium};
    text-decoration: none;
  }
  li a:hover {
    color: ${color.linkOnDark};
  }
  li a[aria-current='page'] {
    ${currentMark}
  }
`;

/** The groups of the mobile menu, one under another, two side by side where they fit. */
export const MobileGroups = styled.div`
  display: grid;
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
    column-gap: ${space[6]};
  }
`;

/** A group of the mobile menu, set apart from the one before by a line. */
export const MobileGroup = styled.div`
  padding-block: ${space[3]};
  border-top: 1px solid ${color.borderOnDark};
  &:first-of-type {
    border-top: 0;
  }
  ${mq.md} {
    &:nth-of-type(2) {
      border-top: 0;
    }
  }
`;

export const MobileGroupTitle = styled.p`
  margin-bottom: ${space[1]};
  color: ${color.textMutedOnDark};
  ${eyebrowText}
  &[data-current] {
    color: ${color.accentTextOnDark};
  }
`;

export const MobileCta = styled.div`
  margin-top: ${space[5]};
  a {
    width: 100%;
  }
`;

/** Shows its first icon, a menu, or its second, a cross, while its panel (which follows it) is open. */
export const MenuButton = styled('button', withPopoverTarget)`
  ${navItem}
  border: 1px solid ${color.controlBorder};
  svg + svg,
  &:has(+ :popover-open) svg:first-of-type {
    display: none;
  }
  &:has(+ :popover-open) svg + svg {
    display: block;
  }
`;
