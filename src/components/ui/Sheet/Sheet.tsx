import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { color, font, layout, motion, mq, radius, shadow, space } from '../../../theme/tokens.ts';
import { focusRing } from '../../../theme/styles.ts';
import { Glyph } from '../../icons/Glyph.tsx';
import { buttonStyles } from '../buttonStyles.ts';
import { passing } from '../passing.ts';

const Trigger = styled('button', passing('command', 'commandfor'))(buttonStyles({ variant: 'secondary' }));

const fadeIn = keyframes`from { opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(100%); }`;

const Panel = styled('dialog', passing('closedby'))`
  position: fixed;
  inset: 0 0 0 auto;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  /* Scrolling past the sheet's end does not scroll the page behind it. */
  overscroll-behavior: contain;
  border: 0;
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.overlay};
  ${mq.md} {
    width: ${layout.sheetWidth};
    border-radius: ${radius.sheet} 0 0 ${radius.sheet};
  }
  &::backdrop {
    background: ${color.backdrop};
  }
  &[open] {
    animation: ${slideIn} ${motion.sheet};
  }
  &[open]::backdrop {
    animation: ${fadeIn} ${motion.backdrop};
  }
  ${mq.reducedMotion} {
    &[open],
    &[open]::backdrop {
      animation: none;
    }
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${space[5]};
  align-content: start;
  /* The whole panel, so a press on its empty foot lands here and not on the dialog, which a backdrop press does. */
  min-height: 100%;
  padding: ${space[6]};
  h2 {
    font-size: ${font.size['2xl']};
    padding-right: ${space[8]};
  }
  h3 {
    font-size: ${font.size.lg};
  }
`;

const Close = styled('button', passing('command', 'commandfor'))`
  position: absolute;
  top: ${space[4]};
  right: ${space[4]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${layout.minTarget};
  height: ${layout.minTarget};
  border: 1px solid ${color.border};
  border-radius: ${radius.control};
  background: ${color.surface};
  color: ${color.ink};
  cursor: pointer;
  &:hover {
    background: ${color.surfaceAlt};
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

/** True where buttons open and close dialogs themselves (command and commandfor); elsewhere the buttons' code does. */
const browserOpensDialogs = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

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
 * A button that opens a modal side sheet: the browser's own <dialog>, in the page's HTML from the start, so the
 * sheet opens at once, before or without any script (the button's `command`), and the browser keeps focus in it,
 * closes it on Escape or a press on the backdrop, and gives focus back to the button. Where a browser does not
 * know `command` yet, the buttons' code opens and closes it.
 */
export function Sheet({ triggerLabel, triggerContext, title, closeLabel, children }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const byCode = (action: (element: HTMLDialogElement) => void) => () => {
    if (dialog.current && !browserOpensDialogs()) action(dialog.current);
  };
  // A press on the backdrop lands on the dialog itself: the browser closes it where it knows `closedby`.
  const closeFromBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };
  return (
    <>
      <Trigger
        type="button"
        aria-haspopup="dialog"
        aria-label={triggerContext ? `${triggerLabel}, ${triggerContext}` : undefined}
        commandfor={id}
        command="show-modal"
        onClick={byCode((element) => element.showModal())}
      >
        {triggerLabel}
      </Trigger>
      <Panel ref={dialog} id={id} aria-labelledby={`${id}title`} closedby="any" onClick={closeFromBackdrop}>
        <Body>
          {/* First, so it takes focus when the sheet opens; it stands in the corner, after the heading to the eye. */}
          <Close
            type="button"
            aria-label={closeLabel}
            commandfor={id}
            command="close"
            onClick={byCode((element) => element.close())}
          >
            <Glyph name="close" size={20} />
          </Close>
          <h2 id={`${id}title`}>{title}</h2>
          {children}
        </Body>
      </Panel>
    </>
  );
}
