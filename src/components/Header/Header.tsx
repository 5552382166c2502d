import { useEffect, useRef } from 'react';
import type { HeaderNavigation } from '../../types/content.ts';
import { Logo } from '../icons/Logo.tsx';
import { ButtonLink } from '../ui/ButtonLink/ButtonLink.tsx';
import { hide } from '../ui/popover.ts';
import { Container } from '../ui/Container/Container.tsx';
import { DesktopNav, HeaderBar, HeaderInner, LogoLink, NavLink, NavList } from './Header.styles.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { useMenus } from './useMenus.ts';

interface Props {
  siteName: string;
  homeLinkLabel: string;
  menuButtonLabel: string;
  navigation: HeaderNavigation;
  /** The current path: its section is marked, and menus close when it changes. */
  pathname: string;
}

/** The fixed site header: logo, desktop drop-downs and links, the call to action, and the mobile menu. */
export function Header({ siteName, homeLinkLabel, menuButtonLabel, navigation, pathname }: Props) {
  const menus = useMenus();
  const bar = useRef<HTMLElement>(null);

  // Close whatever is open when the visitor moves to another page; never as the header first hydrates, when a menu
  // open is one the visitor opened before the page's code arrived.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    bar.current?.querySelectorAll<HTMLElement>('[popover]').forEach(hide);
  }, [pathname]);

  return (
    <HeaderBar ref={bar}>
      <Container>
        <HeaderInner>
          <LogoLink to="/" aria-label={`${siteName} ${homeLinkLabel}`}>
            <Logo />
            {siteName}
          </LogoLink>
          <DesktopNav aria-label={navigation.label}>
            <NavList links={navigation.links} pathname={pathname} link={NavLink}>
              {navigation.menus.map((menu, index) => (
                <li key={menu.label}>
                  <NavDropdown menu={menu} index={index} menus={menus} pathname={pathname} />
                </li>
              ))}
            </NavList>
            <ButtonLink to={navigation.cta.to} ground="dark">
              {navigation.cta.label}
            </ButtonLink>
          </DesktopNav>
          <MobileMenu navigation={navigation} buttonLabel={menuButtonLabel} pathname={pathname} />
        </HeaderInner>
      </Container>
    </HeaderBar>
  );
}
