import { useEffect, useState, type RefObject } from 'react';
import { Button } from '../../ui/Button/Button';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';

interface Props {
  /** What it copies. */
  text: string;
  label: string;
  /** Said once, politely, when it has copied. */
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
    } catch {
      if (fallback.current) window.getSelection()?.selectAllChildren(fallback.current);
    }
  }
  return (
    <>
      <Button variant="secondary" onPress={() => void copy()} style={working ? undefined : { visibility: 'hidden' }}>
        {label}
      </Button>
      <VisuallyHidden aria-live="polite">{copied ? done : ''}</VisuallyHidden>
    </>
  );
}
