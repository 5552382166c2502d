import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { color, font, layout, motion, mq, radius, shadow, space, zIndex } from '../../theme/tokens';
import { eyebrowText, focusRing, focusRingOnDark, overlayFrame } from '../../theme/styles';
import { withPopoverTarget } from '../ui/popover';
import { LinkList } from '../ui/LinkList';

export const HeaderBar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${zIndex.header};
  background: ${color.surfaceDark};
  border-bottom: 1px solid ${color.borderOnDark};
  box-shadow: ${shadow.header};
  ${focusRingOnDark}
`;

/** What the browser's style sheet gives a popover that a panel here does not want. */
const popoverReset = `
  margin: 0;
  border: 0;
  color: inherit;
  overflow: visible;
  &:not(:popover-open) {
    display: none;
  }
`;

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[5]};
  height: ${layout.headerHeight};
`;

export const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[3]};
  min-height: ${layout.minTarget};
  color: ${color.white};
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  letter-spacing: ${font.tracking.heading};
  text-decoration: none;
  &:hover {
    color: ${color.white};
  }
  svg {
    flex: none;
    color: ${color.accent};
  }
`;

export const DesktopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${space[5]};
  ${mq.belowLg} {
    display: none;
  }
`;

export const NavList = styled(LinkList)`
  display: flex;
  align-items: center;
  gap: ${space[1]};
`;

const navItem = `
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  min-height: ${layout.minTarget};
  padding: 0 ${space[3]};
  border: 0;
  border-radius: ${radius.control};
  background: transparent;
  color: ${color.white};
  font: inherit;
  font-weight: ${font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${motion.fast}, color ${motion.fast};
  &:hover {
    background: ${color.navy800};
    color: ${color.accentLight};
  }
`;

/** The current page's link, or the button of the menu that holds it: accent text, underlined. */
const currentMark = `
  color: ${color.accentLight};
  text-decoration: underline;
  text-decoration-thickness: 2px;
  text-underline-offset: ${space[2]};
`;

export const NavLink = styled(Link)`
  ${navItem}
  &[aria-current='page'] {
    ${currentMark}
  }
`;

/** Its panel follows it, so the open state is styled from the panel's: right from the first paint. */
export const TriggerButton = styled('button', withPopoverTarget)`
  ${navItem}
  &[aria-current='true'] {
    ${currentMark}
  }
  &:has(+ :popover-open) {
    background: ${color.navy800};
    color: ${color.accentLight};
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
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radius.control};
  }
  li:hover a,
  a[aria-current='page'] {
    color: ${color.link};
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    ${focusRing()}
  }
  span {
    color: ${color.text};
    font-size: ${font.size.sm};
    line-height: ${font.lineHeight.heading};
    text-wrap: pretty;
  }
`;

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
    color: ${color.white};
    font-weight: ${font.weight.medium};
    text-decoration: none;
  }
  li a:hover {
    color: ${color.accentLight};
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
    color: ${color.accentLight};
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
  border: 1px solid ${color.slate500};
  svg + svg,
  &:has(+ :popover-open) svg:first-of-type {
    display: none;
  }
  &:has(+ :popover-open) svg + svg {
    display: block;
  }
`;
