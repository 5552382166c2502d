import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { color, font, layout, motion, mq, radius, shadow, space, zIndex } from '../../theme/tokens';
import { focusRing } from '../../theme/styles';
import { Button } from './Button';

const fadeIn = keyframes`from { opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(100%); }`;

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.overlay};
  background: ${color.backdrop};
  &[data-entering] {
    animation: ${fadeIn} ${motion.backdrop};
  }
`;

const Panel = styled(Modal)`
  position: fixed;
  inset: 0 0 0 auto;
  width: 100%;
  overflow-y: auto;
  background: ${color.surface};
  box-shadow: ${shadow.overlay};
  ${mq.md} {
    width: ${layout.sheetWidth};
    border-radius: ${radius.sheet} 0 0 ${radius.sheet};
  }
  &[data-entering] {
    animation: ${slideIn} ${motion.sheet};
  }
  ${mq.reducedMotion} {
    &[data-entering] {
      animation: none;
    }
  }
`;

const Body = styled(Dialog)`
  display: grid;
  gap: ${space[5]};
  padding: ${space[6]};
  outline: none;
  h2 {
    font-size: ${font.size['2xl']};
    padding-right: ${space[8]};
  }
  h3 {
    font-size: ${font.size.lg};
  }
`;

const Close = styled(AriaButton)`
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
  &[data-hovered] {
    background: ${color.surfaceAlt};
  }
  &[data-focus-visible] {
    ${focusRing()}
  }
`;

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
 * A button that opens a modal side sheet sliding in from the right (react-aria): focus is trapped inside,
 * Escape, the close button or a click on the backdrop closes it, and focus goes back to the button.
 */
export function Sheet({ triggerLabel, triggerContext, title, closeLabel, children }: Props) {
  return (
    <>
      <DialogTrigger>
        <Button variant="secondary" aria-label={triggerContext ? `${triggerLabel}, ${triggerContext}` : undefined}>
          {triggerLabel}
        </Button>
        <Overlay isDismissable>
          <Panel>
            <Body>
              <Heading slot="title">{title}</Heading>
              {children}
              <Close slot="close" aria-label={closeLabel}>
                <X aria-hidden="true" size={20} />
              </Close>
            </Body>
          </Panel>
        </Overlay>
      </DialogTrigger>
      {/* Without JavaScript the button cannot open anything, so the sheet's content shows in place. */}
      <noscript>
        <Fallback>{children}</Fallback>
      </noscript>
    </>
  );
}
