import { Suspense, type ReactNode } from 'react';

/**
 * A part of the page (the header, a section, the footer) that React hydrates on its own. A Suspense boundary in
 * server HTML is left as it is while React hydrates what is around it; React then hydrates the boundaries in
 * slices it can stop between, and hydrates at once the one a visitor presses, so a tap waits for its own part of
 * the page and never for the whole of it. Nothing inside ever suspends: the fallback is never shown.
 */
export function PagePart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
