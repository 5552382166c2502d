import { useEffect, useState, type RefObject } from 'react';
import styled from '@emotion/styled';
import { buttonStyles, forwardButtonProp, type ButtonProps } from '../../ui/buttonStyles.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden.ts';

/** How long the button says it has copied, before it offers to again. */
const shownMs = 2000;

/** The browser's own button in the site's look: react-aria's would add its code to the page's first load. */
const Button = styled('button', { shouldForwardProp: forwardButtonProp })<ButtonProps>(buttonStyles);

interface Props {
  /** What it copies. */
  text: string;
  label: string;
  /** Shown on the button for a moment, and said once, politely, when it has copied. */
  done: string;
  /** Where the text is on the page: selected instead, for the visitor to copy, where the clipboard says no. */
  fallback: RefObject<HTMLElement | null>;
}

/**
 * A button that copies a text to the clipboard. Without JavaScript it could do nothing, so until the page's code runs
 * it holds its place unseen (nothing moves when it appears) and takes no focus; the text stays selectable meanwhile.
 */
export function CopyButton({ text, label, done, fallback }: Props) {
  const [working, setWorking] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setWorking(true), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), shownMs);
    } catch {
      if (fallback.current) window.getSelection()?.selectAllChildren(fallback.current);
    }
  }
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        onClick={() => void copy()}
        style={working ? undefined : { visibility: 'hidden' }}
      >
        {copied ? done : label}
      </Button>
      <VisuallyHidden aria-live="polite">{copied ? done : ''}</VisuallyHidden>
    </>
  );
}
