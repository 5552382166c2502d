import { passing } from './passing.ts';

/**
 * For a styled button that opens a popover: Emotion knows popovertarget only as React 19 spells it
 * (popoverTarget), which React 18 warns about.
 */
export const withPopoverTarget = passing('popovertarget');

/** A panel with the popover attribute, as the header's menus use it. */
export interface Panel {
  showPopover(): void;
  hidePopover(): void;
  matches(selector: string): boolean;
}

const isOpen = (panel: Panel) => panel.matches(':popover-open');

export function show(panel: Panel) {
  if (!isOpen(panel)) panel.showPopover();
}

export function hide(panel: Panel | null | undefined) {
  if (panel && isOpen(panel)) panel.hidePopover();
}
