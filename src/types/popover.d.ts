import 'react';

/**
 * The popover attributes (https://developer.mozilla.org/docs/Web/API/Popover_API), which React 18's types do not
 * know yet. React 18 passes unknown lowercase attributes to the DOM as written.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmented interface must repeat React's type parameter
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual';
    popovertarget?: string;
  }
}
