import { Link } from 'gatsby';
import MenuIcon from 'lucide-react/icons/menu';
import CloseIcon from 'lucide-react/icons/x';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import type { HeaderNavigation } from '../../types/content';
import { ButtonLink } from '../ui/ButtonLink';
import { MenuButton, MobileCta, MobileGroupTitle, MobileOnly, MobilePanel } from './Header.styles';

interface Props {
  navigation: HeaderNavigation;
  buttonLabel: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Below the desktop breakpoint: a menu button that shows and hides the header's links as one stacked list. */
export function MobileMenu({ navigation, buttonLabel, isOpen, onOpenChange }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = () => onOpenChange(false);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && isOpen) {
      close();
      button.current?.focus();
    }
  }

  return (
    <MobileOnly onKeyDown={onKeyDown}>
      <Disclosure isExpanded={isOpen} onExpandedChange={onOpenChange}>
        <MenuButton slot="trigger" ref={button}>
          {isOpen ? <CloseIcon aria-hidden="true" size={20} /> : <MenuIcon aria-hidden="true" size={20} />}
          {buttonLabel}
        </MenuButton>
        <DisclosurePanel>
          <MobilePanel>
            <nav aria-label={navigation.label}>
              {navigation.menus.map((menu, index) => (
                <div key={menu.label}>
                  <MobileGroupTitle id={`${id}-${index}`}>{menu.label}</MobileGroupTitle>
                  <ul aria-labelledby={`${id}-${index}`}>
                    {menu.links.map((link) => (
                      <li key={link.to}>
                        <Link to={link.to} onClick={close}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
              <ul>
                {navigation.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={close}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <MobileCta>
                <ButtonLink to={navigation.cta.to} ground="dark" onClick={close}>
                  {navigation.cta.label}
                </ButtonLink>
              </MobileCta>
            </nav>
          </MobilePanel>
        </DisclosurePanel>
      </Disclosure>
    </MobileOnly>
  );
}
