import styled from '@emotion/styled';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { color, space } from '../../theme/tokens';
import { buttonStyles } from './buttonStyles';

const loadDialog = () => import(/* webpackChunkName: "sheet-dialog" */ './SheetDialog');
const SheetDialog = lazy(loadDialog);

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
 * sheet's code (react-aria's dialog) is not part of the page's: it loads when the pointer comes near the button
 * or the button takes focus, so the page's first load stays light and the sheet still opens at once.
 */
export function Sheet({ triggerLabel, triggerContext, title, closeLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
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
        onPointerEnter={loadDialog}
        onPointerDown={loadDialog}
        onFocus={loadDialog}
        onClick={() => setOpen(true)}
      >
        {triggerLabel}
      </Trigger>
      {open && (
        <Suspense fallback={null}>
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
