import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { hydrated, turnOf } from './turns';

/** Holds a part's hydration until its turn (turns.ts), then says once it has hydrated. */
function Turn({ id, children }: { id: string; children: ReactNode }) {
  const wait = turnOf(id);
  if (wait) throw wait;
  useEffect(hydrated, []);
  return children;
}

/**
 * A part of the page (the header, a section, the footer) that React hydrates on its own. A Suspense boundary in
 * server HTML is left as it is while React hydrates what is around it; the parts then hydrate one at a time, in the
 * order of the page, each a short task of its own (turns.ts), and React hydrates at once the one a visitor presses,
 * so a tap waits for its own part of the page and never for the whole of it. What is waiting keeps its server HTML:
 * the fallback is never shown.
 */
export function PagePart({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Turn id={id}>{children}</Turn>
    </Suspense>
  );
}
