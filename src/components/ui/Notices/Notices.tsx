import { css, Global } from '@emotion/react';
import { Button } from 'react-aria-components/Button';
import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components/Toast';
import { focusRing, overlayFrame, ring } from '../../../theme/styles';
import { color, font, layout, mq, radius, space, zIndex } from '../../../theme/tokens';
import { Glyph } from '../../icons/Glyph';
import { notices } from '../noticeQueue';

// The region renders in a portal at the end of <body>, so it is styled by class name rather than by nesting.
const styles = css`
  .notice-region {
    position: fixed;
    inset: auto ${space[4]} ${space[4]} ${space[4]};
    z-index: ${zIndex.toast};
    display: flex;
    flex-direction: column;
    gap: ${space[3]};
    outline: none;
    ${mq.md} {
      inset: auto ${space[5]} ${space[5]} auto;
      width: ${layout.noticeWidth};
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

/** Where notices appear (bottom right on desktop, bottom on mobile): announced, dismissible, in a landmark. */
export function NoticeRegion({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  return (
    <>
      <Global styles={styles} />
      <ToastRegion queue={notices} className="notice-region" aria-label={label}>
        {({ toast }) => (
          <Toast toast={toast} className="notice" style={{ ['--notice-colour' as string]: tones[toast.content.tone] }}>
            {toast.content.tone === 'success' ? <Glyph name="success" size={22} /> : <Glyph name="alert" size={22} />}
            <ToastContent className="notice-content">
              <Text slot="title">{toast.content.title}</Text>
              <Text slot="description">{toast.content.text}</Text>
            </ToastContent>
            <Button slot="close" className="notice-close" aria-label={dismissLabel}>
              <Glyph name="close" size={18} />
            </Button>
          </Toast>
        )}
      </ToastRegion>
    </>
  );
}
