import { useCallback, useEffect, useRef } from 'react';
import { delay } from '../../theme/tokens.ts';
import { hide, show, type Panel } from '../ui/popover.ts';

/**
 * Hover timing for the header's drop-downs (popovers: the browser keeps one open at a time). A mouse opens a menu
 * after 200 ms and closes it 150 ms after leaving; moving to another trigger while one is open, or within 300 ms
 * of one closing, opens it at once. A click on a trigger that hover has just opened keeps it open instead of
 * closing it under the pointer (`keepOpen`). Each panel reports its toggles (`toggled`), whoever opened it; a toggle
 * drops hover's pending open or close, so a menu clicked open and then left by focus does not come back.
 */
export function useMenus() {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const open = useRef<Panel | null>(null);
  const openedByHover = useRef<Panel | null>(null);
  const lastClosed = useRef(-Infinity);

  const toggled = useCallback((panel: Panel, isOpen: boolean) => {
    // Opened or closed some other way (a click, a key, focus leaving): hover's pending open or close is moot.
    clearTimeout(timer.current);
    if (isOpen) {
      open.current = panel;
    } else if (open.current === panel) {
      open.current = null;
      lastClosed.current = Date.now();
    }
    if (!isOpen && openedByHover.current === panel) openedByHover.current = null;
  }, []);

  const hoverStart = useCallback((panel: Panel) => {
    clearTimeout(timer.current);
    if (open.current === panel) return;
    const openNow = () => {
      openedByHover.current = panel;
      show(panel);
    };
    if (open.current !== null || Date.now() - lastClosed.current < delay.menuSkip) openNow();
    else timer.current = setTimeout(openNow, delay.menuOpen);
  }, []);

  const hoverEnd = useCallback((panel: Panel) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => hide(panel), delay.menuClose);
  }, []);

  /** True (once) when hover opened this panel: the click that follows should keep it open. */
  const keepOpen = useCallback((panel: Panel) => {
    const kept = openedByHover.current === panel;
    openedByHover.current = null;
    return kept;
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { toggled, hoverStart, hoverEnd, keepOpen };
}

export type Menus = ReturnType<typeof useMenus>;
