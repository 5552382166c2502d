import MenuIcon from 'lucide-react/icons/menu';
import CloseIcon from 'lucide-react/icons/x';
import { useId, useRef, type MouseEvent } from 'react';
import type { HeaderNavigation } from '../../types/content';
import { ButtonLink } from '../ui/ButtonLink';
import { LinkList } from '../ui/LinkList';
import { hide } from '../ui/popover';
import { MenuButton, MobileCta, MobileGroupTitle, MobileOnly, MobilePanel } from './Header.styles';

interface Props {
  navigation: HeaderNavigation;
  buttonLabel: string;
}

/**
 * Below the desktop breakpoint: a menu button that shows and hides the header's links as one stacked list. The list
 * is a popover, so the button works before any script has loaded, and Escape closes it with focus back on the
 * button. React only closes it when a link takes the visitor to another page without reloading.
 */
export function MobileMenu({ navigation, buttonLabel }: Props) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeOnLink = (event: MouseEvent) => (event.target as Element).closest('a') && hide(panel.current);

  return (
    <MobileOnly>
      <MenuButton type="button" popovertarget={`${id}menu`}>
        <MenuIcon aria-hidden="true" size={20} data-icon="open" />
        <CloseIcon aria-hidden="true" size={20} data-icon="close" />
        {buttonLabel}
      </MenuButton>
      <MobilePanel ref={panel} id={`${id}menu`} popover="auto" onClick={closeOnLink}>
        <nav aria-label={navigation.label}>
          {navigation.menus.map((menu, index) => (
            <div key={menu.label}>
              <MobileGroupTitle id={`${id}-${index}`}>{menu.label}</MobileGroupTitle>
              <LinkList links={menu.links} aria-labelledby={`${id}-${index}`} />
            </div>
          ))}
          <LinkList links={navigation.links} />
          <MobileCta>
            <ButtonLink to={navigation.cta.to} ground="dark">
              {navigation.cta.label}
            </ButtonLink>
          </MobileCta>
        </nav>
      </MobilePanel>
    </MobileOnly>
  );
}
