import { timing } from '../contract.ts';
import { finder, waiting, works } from './find.ts';
import { noteFocus } from './focus.ts';
import type { BootState, Finder } from './state.ts';
import { keyTarget, select } from './tabs.ts';

/**
 * The one place presses wait. Until React has hydrated the page, and afterwards inside an island whose code has not
 * arrived, React cannot act on a press on a tab or on a form's submit, so those are held, then made again as soon as
 * their part works: a click on a tab, an arrow, Home or End key on a tab, and a submit (by button or Enter). A tab
 * pressed meanwhile shows its panel at once (tabs.ts). A press begun before and released after is finished as a click
 * React sees begin. Every other control on the site works without JavaScript (links, <details>, popover buttons,
 * buttons that open or close a dialog) and is never held. If the page cannot hydrate (a script fails, an error, or a
 * held press waits `patienceMs`), presses go through as plain HTML takes them: the form posts itself to the
 * provider, and the tabs are the boot script's.
 */

/** The controls whose clicks are held. */
const held = '[role="tab"]';
const movementKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/**
 * A tap or mouse click (detail > 0) is made again as one, pointer down, up, click, so react-aria shows no keyboard
 * focus ring after it; a click with no pointer behind it (a key, a screen reader) is made again as such.
 */
function tap(element: Element, pointerType: string) {
  const box = element.getBoundingClientRect();
  const init: PointerEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: window,
    detail: 1,
    button: 0,
    buttons: 1,
    pointerId: 1,
    isPrimary: true,
    pointerType: pointerType || 'mouse',
    width: 1,
    height: 1,
    pressure: 0.5,
    clientX: box.left + box.width / 2,
    clientY: box.top + box.height / 2,
  };
  element.dispatchEvent(new PointerEvent('pointerdown', init));
  Object.assign(init, { buttons: 0, pressure: 0 });
  element.dispatchEvent(new PointerEvent('pointerup', init));
  element.dispatchEvent(new PointerEvent('click', init));
}

/** Makes a press again on `element`, where React now sees it. */
function replay(state: BootState, event: Event, element: Element) {
  state.replaying = true;
  // The element took focus before its part of the page worked, so React never saw it: it is given again.
  if (event.type !== 'submit' && element === document.activeElement && element instanceof HTMLElement) {
    element.blur();
    element.focus({ preventScroll: true });
  }
  if (event.type === 'submit') (element as HTMLFormElement).requestSubmit();
  else if (event.type === 'click' && (event as MouseEvent).detail > 0 && typeof PointerEvent === 'function')
    tap(element, (event as PointerEvent).pointerType);
  else if (event.type === 'click') (element as HTMLElement).click();
  else {
    const { key, code, shiftKey } = event as KeyboardEvent;
    element.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }));
  }
  state.replaying = false;
}

function hold(state: BootState, event: Event, element: Element) {
  event.preventDefault();
  event.stopImmediatePropagation();
  state.held.push({ event, find: finder(element), until: Date.now() + timing.patienceMs });
  setTimeout(() => release(state), timing.patienceMs);
}

/**
 * A press on a tab that React does not run yet shows its panel now (tabs.ts), and waits to be made again while
 * React is on its way; if it never comes (the page failed), the boot script's tabs are the tabs.
 */
function pressTab(state: BootState, event: Event, tab: Element, chosen: Element) {
  select(chosen);
  if (waiting(tab, state.failed)) hold(state, event, tab);
  else event.preventDefault();
}

/**
 * Makes again the oldest held press whose part of the page now works (or never will, or has waited long enough),
 * one a task, as the visitor made them, so React has taken each before the next.
 */
export function release(state: BootState) {
  const now = Date.now();
  const index = state.held.findIndex((press) => {
    const element = press.find();
    return !element || !waiting(element, state.failed) || now >= press.until;
  });
  if (index < 0) return;
  const [press] = state.held.splice(index, 1);
  const element = press!.find();
  if (element) replay(state, press!.event, element);
  if (state.held.length > 0) setTimeout(() => release(state));
}

/** React never saw this press begin, so it would ignore its end: it is made again whole, as a tap React sees. */
function finish(state: BootState, press: { find: Finder; pointerType: string }, event?: Event) {
  state.pressed = null;
  const element = press.find();
  if (!element) return;
  if (event) {
    event.preventDefault();
    event.stopImmediatePropagation();
  } else {
    // Finished on release: the browser's own click may still come, late on a busy page, and must not press again.
    state.finished = { element, until: Date.now() + timing.lateClickMs };
  }
  replay(state, { type: 'click', detail: 1, pointerType: press.pointerType } as unknown as PointerEvent, element);
}

function onClick(state: BootState, event: MouseEvent, target: Element) {
  const { finished, pressed } = state;
  state.finished = null;
  if (finished && finished.element.contains(target) && Date.now() < finished.until) {
    event.preventDefault();
    event.stopImmediatePropagation();
    return;
  }
  const begun = pressed?.find();
  const press = begun?.contains(target) ? pressed : null;
  state.pressed = null;
  if (press && begun && !waiting(begun, state.failed)) finish(state, press, event);
  else if (press && begun) pressTab(state, event, begun, begun);
  else {
    const control = target.closest(held);
    if (control && !works(control)) pressTab(state, event, control, control);
  }
}

/** Watches every press on the page, in the capture phase, ahead of React. */
export function listen(state: BootState, event: Event) {
  const target = event.target;
  if (state.replaying || !(target instanceof Element)) return;
  switch (event.type) {
    case 'submit':
      if (waiting(target, state.failed)) hold(state, event, target);
      return;
    case 'focusin':
      noteFocus(state, target);
      return;
    case 'pointerdown': {
      const control = target.closest(held);
      state.pressed =
        control && waiting(control, state.failed)
          ? { find: finder(control), pointerType: (event as PointerEvent).pointerType }
          : null;
      return;
    }
    case 'pointerup': {
      const released = state.pressed;
      const begun = released?.find();
      // If the browser still fires the click, it comes in this same task.
      if (released && begun && !waiting(begun, state.failed))
        setTimeout(() => state.pressed === released && finish(state, released));
      return;
    }
    case 'click':
      onClick(state, event as MouseEvent, target);
      return;
    case 'keydown': {
      const key = event as KeyboardEvent;
      if (key.altKey || key.ctrlKey || key.metaKey || !movementKeys.includes(key.key)) return;
      const tab = target.closest(held);
      const next = tab && !works(tab) ? keyTarget(tab, key.key) : null;
      if (tab && next) {
        next.focus();
        pressTab(state, event, tab, next);
      } else if (tab && waiting(tab, state.failed)) hold(state, event, tab);
    }
  }
}
