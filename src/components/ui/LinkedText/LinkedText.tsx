import type { ReactNode } from 'react';

/** An email address, or a web address written without its scheme ("ico.org.uk"). */
const addresses = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|\b((?:[a-z0-9-]+\.)+(?:uk|com|org|net|io))\b/gi;

/**
 * Running text from content with the addresses it names made links: an email address opens a mail app, a web
 * address its site. The words stay exactly as content wrote them.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(addresses)) {
    const [found, email] = match;
    parts.push(text.slice(from, match.index));
    parts.push(
      <a key={match.index} href={email ? `mailto:${email}` : `https://${found}`}>
        {found}
      </a>,
    );
    from = match.index + found.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
