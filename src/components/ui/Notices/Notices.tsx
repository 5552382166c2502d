import { css, Global } from '@emotion/react';
import type { RefObject } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria/PortalProvider';
import { Button } from 'react-aria-components/Button';
import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components/Toast';
import { focusRing, overlayFrame, ring } from '../../../theme/styles.ts';
import { color, font, layout, mq, radius, space, zIndex } from '../../../theme/tokens.ts';
import { Glyph } from '../../icons/Glyph.tsx';
import { notices } from '../noticeQueue.ts';

// The region renders in a portal, so it is styled by class name rather than by nesting.
// Below 1024 px it stands in the page under the form, taking its own space: fixed to a phone's or tablet's viewport
// it sat over the message field and the Send button, and no fixed place is clear of them once the page scrolls.
// From 1024 px up, where the form is narrower than the screen, it is fixed bottom right; nothing around the form may
// make a containing block for it (transform, filter, contain).
const styles = css`
  .notice-region {
    display: flex;
    flex-direction: column;
    gap: ${space[3]};
    margin-top: ${space[4]};
    outline: none;
    ${mq.lg} {
      position: fixed;
      inset: auto ${space[5]} ${space[5]} auto;
      z-index: ${zIndex.toast};
      width: ${layout.noticeWidth};
      margin-top: 0;
    }
  }
  .notice {
    display: flex;
    align-items: flex-start;
    gap: ${space[3]};
    padding: ${space[4]};
    ${overlayFrame}
    border-left: 4px solid var(--notice-colour);
    color: ${color.text};
  }
  .notice[data-focus-visible] {
    ${focusRing()}
  }
  .notice > svg {
    flex: none;
    color: var(--notice-colour);
  }
  .notice-content {
    display: grid;
    flex: 1;
    gap: ${space[1]};
  }
  .notice-content [slot='title'] {
    color: var(--notice-colour);
    font-weight: ${font.weight.bold};
  }
  .notice-close {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${layout.minTarget};
    height: ${layout.minTarget};
    margin: -${space[2]} -${space[2]} 0 0;
    border: 0;
    border-radius: ${radius.control};
    background: transparent;
    color: ${color.ink};
    cursor: pointer;
  }
  .notice-close[data-hovered] {
    background: ${color.surfaceAlt};
  }
  .notice-close[data-focus-visible] {
    ${ring(color.focusRing)}
  }
  ${mq.forcedColors} {
    .notice {
      border: 2px solid CanvasText;
    }
  }
`;

const tones = { success: color.successTone, danger: color.errorTone };

interface Props {
  /** The place in the page the region renders in: under the form, where a phone or tablet shows it. */
  container: RefObject<HTMLElement | null>;
  label: string;
  dismissLabel: string;
}

/**
 * Where notices appear (under the form below 1024 px, else bottom right): dismissible, a landmark. Each repeats what
 * the form says above its fields, which is what a screen reader announces; a notice is not announced again.
 */
export function NoticeRegion({ container, label, dismissLabel }: Props) {
  return (
    <PortalProvider getContainer={() => container.current}>
      <Global styles={styles} />
      <ToastRegion queue={notices} className="notice-region" aria-label={label}>
        {({ toast }) => (
          <Toast toast={toast} className="notice" style={{ ['--notice-colour' as string]: tones[toast.content.tone] }}>
            {toast.content.tone === 'success' ? <Glyph name="success" size={22} /> : <Glyph name="alert" size={22} />}
            {/* Not an alert of its own: the form's message above its fields announces the outcome, in these words. */}
            <ToastContent className="notice-content" role="group">
              <Text slot="title">{toast.content.title}</Text>
              <Text slot="description">{toast.content.text}</Text>
            </ToastContent>
            <Button slot="close" className="notice-close" aria-label={dismissLabel}>
              <Glyph name="close" size={18} />
            </Button>
          </Toast>
        )}
      </ToastRegion>
    </PortalProvider>
  );
}
