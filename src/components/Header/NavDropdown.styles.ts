import styled from '@emotion/styled';
import { color, font, layout, motion, radius, space } from '../../theme/tokens.ts';
import { overlayFrame, stretchedLink } from '../../theme/styles.ts';
import { withPopoverTarget } from '../ui/popover.ts';
import { currentMark, navItem, popoverReset } from './nav.styles.ts';

/** Its panel follows it, so the open state is styled from the panel's: right from the first paint. */
export const TriggerButton = styled('button', withPopoverTarget)`
  ${navItem}
  &[aria-current='true'] {
    ${currentMark}
  }
  &:has(+ :popover-open) {
    background: ${color.hoverOnDark};
    color: ${color.accentTextOnDark};
  }
  svg {
    transition: transform ${motion.fast};
  }
  &:has(+ :popover-open) svg {
    transform: rotate(180deg);
  }
`;

export const Dropdown = styled.div`
  position: relative;
`;

/** In the top layer, under its button (CSS anchor positioning; centred under the header where a browser has none). */
export const DropdownPanel = styled.div`
  ${popoverReset}
  inset: auto;
  top: anchor(bottom);
  left: anchor(left);
  margin-top: ${space[2]};
  @supports not (anchor-name: --menu) {
    top: ${layout.headerHeight};
    left: 50%;
    transform: translateX(-50%);
  }
  min-width: ${layout.menuMinWidth};
  max-width: ${layout.menuMaxWidth};
  padding: ${space[2]};
  ${overlayFrame}
  /* Each item is its link and its page's summary; the link's box covers the whole item, so all of it is pressable. */
  li {
    position: relative;
    display: grid;
    align-content: center;
    gap: ${space[1]};
    min-height: ${layout.minTarget};
    padding: ${space[2]} ${space[3]};
    border-radius: ${radius.control};
  }
  li:hover,
  li:has([aria-current='page']) {
    background: ${color.surfaceAlt};
  }
  a {
    color: ${color.ink};
    font-weight: ${font.weight.semibold};
    line-height: ${font.lineHeight.heading};
    text-decoration: none;
  }
  a {
    ${stretchedLink(radius.control)}
  }
  li:hover a,
  a[aria-current='page'] {
    color: ${color.link};
  }
  span {
    color: ${color.text};
    font-size: ${font.size.sm};
    line-height: ${font.lineHeight.heading};
    text-wrap: pretty;
  }
`;
