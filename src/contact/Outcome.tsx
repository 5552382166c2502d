import { useEffect, useRef } from 'react';
import { Glyph } from '../components/icons/Glyph.tsx';
import { LinkedText } from '../components/ui/LinkedText/LinkedText.tsx';
import type { Notice } from '../components/ui/noticeQueue.ts';
import { Alert, Confirmation } from './ContactForm.styles.ts';

interface Props {
  /** What happened, as the form says it (formState.ts, outcomeOf): its title, then its text where it has one. */
  outcome: Notice;
  /** After a failure: the company's email address, offered instead (its address becomes a link). */
  emailInstead: string;
}

/**
 * A send's outcome above the fields, the one place it is announced: a status once the message has gone, an alert
 * when it has not. It takes focus as it appears (in the next frame, after the press that submitted has finished moving
 * focus), so a screen reader reads it and it scrolls into view; it stays until a submit the form takes (formState.ts).
 */
export function Outcome({ outcome: { title, text, tone }, emailInstead }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => box.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const Box = tone === 'success' ? Confirmation : Alert;
  return (
    <Box ref={box} role={tone === 'success' ? 'status' : 'alert'} tabIndex={-1}>
      <Glyph name={tone === 'success' ? 'success' : 'alert'} size={20} />
      <p>
        <strong>{title}</strong>
        {text && ` ${text}`}
        {tone === 'danger' && (
          <>
            {' '}
            <LinkedText text={emailInstead} />
          </>
        )}
      </p>
    </Box>
  );
}
