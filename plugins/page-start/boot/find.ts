import { attribute, islandState } from '../contract.ts';
import type { Finder } from './state.ts';

/**
 * Finds an element again after hydration: the same node while it is in the page, else the one with its id, else the
 * one at its place in its island (or the body), since hydration may replace nodes the visitor pressed or focused.
 */
export function finder(element: Element): Finder {
  const top = element.closest(`[${attribute.island}]`) ?? document.body;
  const steps: number[] = [];
  for (let node: Element = element; node !== top && node.parentElement; node = node.parentElement) {
    steps.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return () => {
    if (element.isConnected) return element;
    const byId = element.id ? document.getElementById(element.id) : null;
    if (byId) return byId;
    let at: Element | undefined = top;
    for (const step of steps) at = at?.children[step];
    return at ?? null;
  };
}

const stateOfIsland = (element: Element) =>
  element.closest(`[${attribute.island}]`)?.getAttribute(attribute.islandState) ?? null;

/** True while the part of the page holding this element cannot act on a press yet. */
export function waiting(element: Element, failed: boolean): boolean {
  if (failed) return false;
  if (!document.documentElement.hasAttribute(attribute.hydrated)) return true;
  return stateOfIsland(element) === islandState.waiting;
}

/** True once React acts on presses on this element: the page has hydrated, and its island, if any, works. */
export function works(element: Element): boolean {
  if (!document.documentElement.hasAttribute(attribute.hydrated)) return false;
  const island = stateOfIsland(element);
  return island === null || island === islandState.ready;
}
