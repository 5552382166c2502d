import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../../lib/whenIdle';
import { color, space } from '../../theme/tokens';
import { buttonStyles } from './buttonStyles';

let loaded: (typeof import('./SheetDialog'))['default'] | null = null;
const loadDialog = () =>
  import(/* webpackChunkName: "sheet-dialog" */ './SheetDialog').then((module) => {
    loaded = module.default;
    return module;
  });
const LazyDialog = lazy(loadDialog);
/** Fetches the sheet's code ahead of need; if that fails, opening the sheet asks for it again. */
const preload = () => void loadDialog().catch(() => undefined);

const Trigger = styled.button(buttonStyles({ variant: 'secondary' }));

const Fallback = styled.div`
  display: grid;
  gap: ${space[4]};
  padding: ${space[5]};
  border-left: 3px solid ${color.accent};
  background: ${color.surfaceAlt};
`;

interface Props {
  /** The label of the button that opens the sheet. */
  triggerLabel: string;
  /** Added for screen readers after the trigger label, when the same label repeats on the page. */
  triggerContext?: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A button that opens a modal side sheet (SheetDialog.tsx); focus goes back to the button when it closes. The
 * sheet's code (react-aria's dialog) is not part of the page's: it loads once the browser is idle after the button
 * hydrates, or sooner when a pointer comes near the button or the button takes focus, so the page's first load stays
 * light and the sheet still opens at once. On a phone the first tap comes with no pointer near first: waiting for it
 * cost a round trip, half a second on the benchmark's slowed phone.
 */
export function Sheet({ triggerLabel, triggerContext, title, closeLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(preload), []);
  const SheetDialog = loaded ?? LazyDialog;
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={triggerContext ? `${triggerLabel}, ${triggerContext}` : undefined}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {triggerLabel}
      </Trigger>
      {open && (
        <Suspense fallback={null}>
          {/* Once its code is here, rendered as it is: lazy() would first suspend, and open a frame or more later. */}
          <SheetDialog title={title} closeLabel={closeLabel} onClose={close}>
            {children}
          </SheetDialog>
        </Suspense>
      )}
      {/* Without JavaScript the button cannot open anything, so the sheet's content shows in place. */}
      <noscript>
        <Fallback>{children}</Fallback>
      </noscript>
    </>
  );
}
