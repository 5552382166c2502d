import { useCallback, useEffect, useRef, useState } from 'react';
import { delay } from '../../theme/tokens';

/**
 * Which header drop-down is open (one at a time), with the hover timing of PRODUCT.md: a pointer opens a menu
 * after 200 ms and closes it 150 ms after leaving; moving to another trigger within 300 ms opens it at once.
 * A click on a trigger that hover has just opened keeps it open instead of closing it under the pointer.
 */
export function useMenus() {
  const [open, setOpen] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const lastClosed = useRef(-Infinity);
  const openedByHover = useRef<string | null>(null);

  const show = useCallback((key: string | null) => {
    clearTimeout(timer.current);
    setOpen((current) => {
      if (current !== null && key === null) lastClosed.current = Date.now();
      return key;
    });
  }, []);

  const toggle = useCallback(
    (key: string, expanded: boolean) => {
      if (!expanded && openedByHover.current === key) {
        openedByHover.current = null;
        return;
      }
      openedByHover.current = null;
      show(expanded ? key : null);
    },
    [show],
  );

  const hoverStart = useCallback(
    (key: string) => {
      clearTimeout(timer.current);
      if (open === key) return;
      const skip = open !== null || Date.now() - lastClosed.current < delay.menuSkip;
      const openNow = () => {
        openedByHover.current = key;
        show(key);
      };
      if (skip) openNow();
      else timer.current = setTimeout(openNow, delay.menuOpen);
    },
    [open, show],
  );

  const hoverEnd = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      openedByHover.current = null;
      show(null);
    }, delay.menuClose);
  }, [show]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { open, show, toggle, hoverStart, hoverEnd };
}
