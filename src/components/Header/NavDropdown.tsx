import {
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type { NavMenu } from '../../types/content.ts';
import { Glyph } from '../icons/Glyph.tsx';
import { hide, show } from '../ui/popover.ts';
import { holdsCurrent } from '../../lib/current.ts';
import { Dropdown, DropdownPanel, TriggerButton } from './NavDropdown.styles.ts';
import { LinkList } from '../ui/LinkList/LinkList.tsx';
import type { Menus } from './useMenus.ts';

interface Props {
  menu: NavMenu;
  /** The menu's place in the header, which names the anchor its panel is positioned against. */
  index: number;
  menus: Menus;
  /** The page shown now: the button of the menu that leads to it is marked as the current section. */
  pathname: string;
}

const panelLinks = (panel: HTMLElement | null) => Array.from(panel?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

/**
 * One header drop-down: a button and a panel of links, each with its page's summary, with the popover attribute, so it
 * works before any script has loaded: the browser opens and closes it, keeps one open at a time, and closes it on
 * Escape (focus back on the button) or a click elsewhere. React adds the rest: hover (useMenus), ArrowDown to open at
 * the first link, arrow keys through the links, and closing when focus leaves the menu or a link is chosen.
 */
export function NavDropdown({ menu, index, menus, pathname }: Props) {
  const panelId = `${useId()}menu`;
  const panel = useRef<HTMLDivElement>(null);
  // CSS anchor positioning puts the panel under its button (Header.styles.ts).
  const anchor = `--menu-${index}`;

  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    const onToggle = (event: Event) => menus.toggled(element, (event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [menus]);

  function onKeyDown(event: KeyboardEvent) {
    const element = panel.current;
    if (!element || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const links = panelLinks(element);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (current < 0 && event.key === 'ArrowUp') return;
    event.preventDefault();
    show(element);
    const next = current < 0 ? 0 : (current + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
    links[next]?.focus();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) hide(panel.current);
  }

  function onTriggerClick(event: MouseEvent) {
    // The browser would toggle it shut under a pointer that hover has just opened it for.
    if (panel.current && menus.keepOpen(panel.current)) event.preventDefault();
  }

  const onPointerEnter = (event: PointerEvent) =>
    event.pointerType === 'mouse' && panel.current && menus.hoverStart(panel.current);
  const onPointerLeave = (event: PointerEvent) =>
    event.pointerType === 'mouse' && panel.current && menus.hoverEnd(panel.current);

  return (
    <Dropdown onKeyDown={onKeyDown} onBlur={onBlur} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <TriggerButton
        type="button"
        popovertarget={panelId}
        style={{ anchorName: anchor }}
        onClick={onTriggerClick}
        aria-current={holdsCurrent(menu, pathname) ? 'true' : undefined}
      >
        {menu.label}
        <Glyph name="chevron-down" size={16} />
      </TriggerButton>
      <DropdownPanel ref={panel} id={panelId} popover="auto" style={{ positionAnchor: anchor }}>
        <LinkList links={menu.links} pathname={pathname} summaries onLinkClick={() => hide(panel.current)} />
      </DropdownPanel>
    </Dropdown>
  );
}
