import { useId, useRef, type MouseEvent } from 'react';
import type { HeaderNavigation } from '../../types/content.ts';
import { Glyph } from '../icons/Glyph.tsx';
import { ButtonLink } from '../ui/ButtonLink/ButtonLink.tsx';
import { hide } from '../ui/popover.ts';
import { holdsCurrent } from '../../lib/current.ts';
import {
  MenuButton,
  MobileCta,
  MobileGroup,
  MobileGroups,
  MobileGroupTitle,
  MobileOnly,
  MobilePanel,
} from './MobileMenu.styles.ts';
import { LinkList } from '../ui/LinkList/LinkList.tsx';
import { headerGroups } from '../../lib/headerGroups.ts';

interface Props {
  navigation: HeaderNavigation;
  buttonLabel: string;
  /** The page shown now: its link and its group's title are marked. */
  pathname: string;
}

/**
 * Below the desktop breakpoint: a menu button that shows and hides the header's links, each drop-down and the plain
 * links as a titled group of their own. The list is a popover, so the button works before any script has loaded,
 * and Escape closes it with focus back on the button. React only closes it when a link takes the visitor to another
 * page without reloading.
 */
export function MobileMenu({ navigation, buttonLabel, pathname }: Props) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeOnLink = (event: MouseEvent) => (event.target as Element).closest('a') && hide(panel.current);

  return (
    <MobileOnly>
      <MenuButton type="button" popovertarget={`${id}menu`}>
        <Glyph name="menu" size={20} />
        <Glyph name="close" size={20} />
        {buttonLabel}
      </MenuButton>
      <MobilePanel ref={panel} id={`${id}menu`} popover="auto" onClick={closeOnLink}>
        <nav aria-label={navigation.label}>
          <MobileGroups>
            {headerGroups(navigation).map((group, index) => (
              <MobileGroup key={group.title}>
                <MobileGroupTitle id={`${id}-${index}`} data-current={holdsCurrent(group, pathname) || undefined}>
                  {group.title}
                </MobileGroupTitle>
                <LinkList links={group.links} pathname={pathname} aria-labelledby={`${id}-${index}`} />
              </MobileGroup>
            ))}
          </MobileGroups>
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
