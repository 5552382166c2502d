import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { color, font, layout, mq, shadow, space, zIndex } from '../../theme/tokens.ts';
import { focusRingOnDark } from '../../theme/styles.ts';
import { LinkList } from '../ui/LinkList/LinkList.tsx';
import { currentMark, navItem } from './nav.styles.ts';

export const HeaderBar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${zIndex.header};
  background: ${color.surfaceDark};
  border-bottom: 1px solid ${color.borderOnDark};
  box-shadow: ${shadow.header};
  ${focusRingOnDark}
`;

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[5]};
  height: ${layout.headerHeight};
  ${mq.narrowPhone} {
    gap: ${space[3]};
  }
`;

export const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[3]};
  min-height: ${layout.minTarget};
  color: ${color.textOnDark};
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  letter-spacing: ${font.tracking.heading};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${color.textOnDark};
  }
  svg {
    flex: none;
    color: ${color.decoration};
  }
  /* At 320 px the name at lg and the menu button do not fit in the line with the page's margins. */
  ${mq.narrowPhone} {
    gap: ${space[2]};
    font-size: ${font.size.md};
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

export const NavLink = styled(Link)`
  ${navItem}
  &[aria-current='page'] {
    ${currentMark}
  }
`;
