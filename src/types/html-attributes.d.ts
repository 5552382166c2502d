import 'react';

/**
 * HTML attributes React 18's types do not know yet, which React 18 passes to the DOM as written: popovers
 * (https://developer.mozilla.org/docs/Web/API/Popover_API), and buttons that open and close a dialog (`command`,
 * `commandfor`) with the dialog's own `closedby`.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmented interface must repeat React's type parameter
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual';
    popovertarget?: string;
    command?: 'show-modal' | 'close';
    commandfor?: string;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- as above
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
