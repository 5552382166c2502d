import { useEffect, useState } from 'react';
import type { HeaderNavigation } from '../../types/content';
import { Logo } from '../icons/Logo';
import { ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/Container';
import { DesktopNav, HeaderBar, HeaderInner, LogoLink, NavLink, NavList } from './Header.styles';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { useMenus } from './useMenus';

interface Props {
  siteName: string;
  homeLinkLabel: string;
  menuButtonLabel: string;
  navigation: HeaderNavigation;
  /** The current path: menus close when it changes. */
  pathname: string;
}

/** The fixed site header: logo, desktop drop-downs and links, the call to action, and the mobile menu. */
export function Header({ siteName, homeLinkLabel, menuButtonLabel, navigation, pathname }: Props) {
  const menus = useMenus();
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeAll = () => {
    menus.show(null);
    setMobileOpen(false);
  };

  // Close whatever is open when the page changes.
  useEffect(closeAll, [pathname]);

  return (
    <HeaderBar>
      <Container>
        <HeaderInner>
          <LogoLink to="/" aria-label={`${siteName} ${homeLinkLabel}`}>
            <Logo />
            {siteName}
          </LogoLink>
          <DesktopNav aria-label={navigation.label}>
            <NavList>
              {navigation.menus.map((menu) => (
                <li key={menu.label}>
                  <NavDropdown
                    menu={menu}
                    isOpen={menus.open === menu.label}
                    onToggle={(expanded) => menus.toggle(menu.label, expanded)}
                    onClose={() => menus.show(null)}
                    onHoverStart={() => menus.hoverStart(menu.label)}
                    onHoverEnd={menus.hoverEnd}
                  />
                </li>
              ))}
              {navigation.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={closeAll}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </NavList>
            <ButtonLink to={navigation.cta.to} ground="dark" onClick={closeAll}>
              {navigation.cta.label}
            </ButtonLink>
          </DesktopNav>
          <MobileMenu
            navigation={navigation}
            buttonLabel={menuButtonLabel}
            isOpen={mobileOpen}
            onOpenChange={setMobileOpen}
          />
        </HeaderInner>
      </Container>
    </HeaderBar>
  );
}
