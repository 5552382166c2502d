import { Link } from 'gatsby';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import type { NavMenu } from '../../types/content';
import { Dropdown, DropdownPanel, TriggerButton } from './Header.styles';

interface Props {
  menu: NavMenu;
  isOpen: boolean;
  onToggle: (expanded: boolean) => void;
  onClose: () => void;
  onHoverStart: () => void;
  onHoverEnd: () => void;
}

const panelLinks = (panel: HTMLElement | null) => Array.from(panel?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

/**
 * One header drop-down in the disclosure-navigation pattern: a button that shows and hides a list of links.
 * Arrow keys move through the links, Escape closes and returns focus to the button, and leaving closes it.
 */
export function NavDropdown({ menu, isOpen, onToggle, onClose, onHoverStart, onHoverEnd }: Props) {
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // A link to focus once the panel has opened and its links can take focus.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (!isOpen || pendingFocus.current === null) return;
    panelLinks(panel.current).at(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  function focusLink(index: number) {
    if (isOpen) panelLinks(panel.current).at(index)?.focus();
    else pendingFocus.current = index;
  }

  function onKeyDown(event: KeyboardEvent) {
    const links = panelLinks(panel.current);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      onClose();
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) onToggle(true);
      focusLink(current < 0 ? 0 : (current + 1) % links.length);
    } else if (event.key === 'ArrowUp' && isOpen) {
      event.preventDefault();
      focusLink(current <= 0 ? -1 : current - 1);
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  }

  const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && onHoverStart();
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && onHoverEnd();

  return (
    <Dropdown onKeyDown={onKeyDown} onBlur={onBlur} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <Disclosure isExpanded={isOpen} onExpandedChange={onToggle}>
        <TriggerButton slot="trigger" ref={trigger}>
          {menu.label}
          <ChevronDown aria-hidden="true" size={16} />
        </TriggerButton>
        <DisclosurePanel ref={panel}>
          <DropdownPanel>
            <ul>
              {menu.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={onClose}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </DropdownPanel>
        </DisclosurePanel>
      </Disclosure>
    </Dropdown>
  );
}
