import type { PageFiles } from '../contract.ts';

/** Finds an element again after hydration, which may have put another node in its place (see find.ts). */
export type Finder = () => Element | null;

/** A press held until its part of the page works. */
interface HeldPress {
  event: Event;
  find: Finder;
  /** When it stops waiting and goes through as plain HTML takes it (Date.now() time). */
  until: number;
}

/** Everything the boot script keeps while the page starts, in one place. */
export interface BootState {
  files: PageFiles;
  /** The page's scripts have been asked for. */
  loading: boolean;
  /** A script failed, or the page stopped on an error before hydrating: presses go through as plain HTML takes them. */
  failed: boolean;
  /** A held press is being made again: the listeners let it pass. */
  replaying: boolean;
  /** Presses waiting for their part of the page, oldest first. */
  held: HeldPress[];
  /** A press begun (pointer down) on a control that could not act on it yet, and by what kind of pointer. */
  pressed: { find: Finder; pointerType: string } | null;
  /** A press finished on its release: the browser's own click on that element, if it comes late, is dropped. */
  finished: { element: Element; until: number } | null;
  /** The control the visitor focused before its part of the page worked, to focus again once it does. */
  focused: Finder | null;
}

export const createState = (files: PageFiles): BootState => ({
  files,
  loading: false,
  failed: false,
  replaying: false,
  held: [],
  pressed: null,
  finished: null,
  focused: null,
});
