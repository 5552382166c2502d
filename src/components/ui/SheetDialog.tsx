import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { color, font, layout, motion, mq, radius, shadow, space, zIndex } from '../../theme/tokens';
import { focusRing } from '../../theme/styles';
import { Glyph } from '../icons/Glyph';

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

interface Props {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The open side sheet (react-aria): a modal dialog sliding in from the right, focus trapped inside; Escape, the
 * close button or a click on the backdrop closes it. Its code loads when a sheet is first opened (Sheet.tsx).
 */
export default function SheetDialog({ title, closeLabel, onClose, children }: Props) {
  return (
    <Overlay isDismissable isOpen onOpenChange={(open) => open || onClose()}>
      <Panel>
        <Body>
          <Heading slot="title">{title}</Heading>
          {children}
          <Close slot="close" aria-label={closeLabel}>
            <Glyph name="close" size={20} />
          </Close>
        </Body>
      </Panel>
    </Overlay>
  );
}
