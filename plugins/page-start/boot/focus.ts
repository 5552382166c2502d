import { finder, waiting } from './find.ts';
import type { BootState } from './state.ts';

/**
 * Focus the visitor gives a control before its part of the page works is given again once it does: hydration may
 * have replaced the node, and React never saw the focus arrive.
 */
export function noteFocus(state: BootState, target: Element) {
  if (waiting(target, state.failed)) state.focused = finder(target);
}

/** Focuses again the control noted, now that its part works, unless the visitor has moved focus on since. */
export function restoreFocus(state: BootState) {
  const focused = state.focused?.();
  if (!focused || waiting(focused, state.failed)) return;
  state.focused = null;
  const current = document.activeElement;
  if (focused !== current && (!current || current === document.body)) (focused as HTMLElement).focus();
}
