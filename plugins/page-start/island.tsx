import { createElement, lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import {
  approachScreens,
  attribute,
  awaits as waitsFor,
  filesBlockId,
  islandState,
  type Awaits,
  type IslandState,
  type PageFiles,
} from './contract.ts';

/**
 * Asks the browser to fetch an island's code at low priority, without running it: the page's data block lists its
 * files. Running it later, on a touch, then finds it already here.
 */
function prefetch(name: string) {
  const block = document.getElementById(filesBlockId)?.textContent;
  const files = block ? ((JSON.parse(block) as PageFiles).islands[name] ?? []) : [];
  for (const href of files) {
    const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href });
    link.setAttribute('as', 'script');
    document.head.appendChild(link);
  }
}

/**
 * Calls `start` as soon as the island may be needed: a pointer, finger or focus reaches it, or, unless it awaits a
 * touch, it comes within a quarter of a screen of the viewport (the boot script already fetched the code of islands in
 * the first screen); an island that awaits a touch only has its code fetched then (`near`). Never sooner: a visitor
 * who reads only the top of the page loads none of it. Text typed and presses made meanwhile are kept (the server HTML
 * takes the typing, the boot script holds the presses). Without server HTML in the element (a page reached by
 * client-side navigation) there is nothing to show meanwhile, so it starts at once. Returns a function that stops
 * watching.
 */
function whenNeeded(element: HTMLElement, start: () => void, near?: () => void): () => void {
  const intents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'];
  const onApproach = () => {
    if (!near) return begin();
    observer?.disconnect();
    near();
  };
  const observer =
    typeof IntersectionObserver === 'undefined' || !element.hasChildNodes()
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onApproach(), {
          rootMargin: `${approachScreens * 100}% 0px`,
        });
  // On the document, ahead of React, which stops events aimed at a part it has not hydrated yet.
  const onIntent = (event: Event) => event.target instanceof Node && element.contains(event.target) && begin();
  const stop = () => {
    observer?.disconnect();
    intents.forEach((type) => document.removeEventListener(type, onIntent, true));
  };
  function begin() {
    stop();
    start();
  }
  if (!observer) {
    begin();
    return stop;
  }
  intents.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
  // Focus put there, or a pointer come over it, before this part of the page hydrated (React hydrates the page's
  // parts in slices after the page itself): the event that came with it went unheard.
  if (element.contains(document.activeElement) || element.matches(':hover')) {
    begin();
    return stop;
  }
  observer.observe(element);
  return stop;
}

/**
 * A part of a page whose JavaScript loads only when a visitor is about to use it, so it is not part of every
 * visitor's first load. The server renders it in full; in the browser React keeps that HTML, visible and readable,
 * until the code has arrived, then hydrates it in place (a Suspense boundary left dehydrated). Presses on it
 * meanwhile wait in the boot script (boot/presses.ts). If the code cannot be loaded (the connection dropped),
 * the HTML stays as it is, readable as without JavaScript. The wrapper's `attribute.island` names the island (its
 * chunk is island-<name>).
 *
 * An island in the first screen, whose code the boot script fetched with the page's (it lists it in <html>'s
 * `attribute.earlyIslands`, outside what React hydrates), asks for that code as soon as this module runs, so React
 * can hydrate it straight after the page instead of first waiting for its code.
 *
 * An island that `awaits` a touch runs its code only once the visitor touches it, wherever it is: nearing it, or
 * having it in the first screen, only fetches the code. That keeps a heavy island in the first screen (the contact
 * form on its page) from working as the page starts, when a visitor may never use it.
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  awaits: Awaits = waitsFor.approach,
): ComponentType<P> {
  let wanted: () => void = () => {};
  const needed = new Promise<void>((resolve) => {
    wanted = resolve;
  });
  let loaded: () => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    loaded = resolve;
    failed = reject;
  });
  // Its code may fail before the island is on the page to say so (its effect, below): not an unhandled error.
  ready.catch(() => undefined);

  let Component: ComponentType<P> | null = null;
  let code: Promise<ComponentType<P> | null> | null = null;
  const fetchCode = () =>
    (code ??= load().then(
      (arrived) => (Component = arrived),
      (error: unknown) => {
        failed(error);
        return null;
      },
    ));
  function Hydrated(props: P) {
    useEffect(loaded, []);
    return createElement(Component!, props);
  }
  const early = typeof document === 'undefined' ? null : document.documentElement.getAttribute(attribute.earlyIslands);
  if (early?.split(' ').includes(name)) {
    wanted();
    void fetchCode();
  }

  // React's lazy() types narrow P to props with refs; these islands take plain props.
  const Lazy = lazy(() => {
    // A thenable that answers at once, so React renders the island rather than suspending for code already here.
    if (Component)
      return { then: (take: (module: { default: typeof Hydrated }) => void) => take({ default: Hydrated }) } as never;
    return (async () => {
      if (typeof window !== 'undefined') await needed;
      // Never settles when the code failed, so React keeps the server HTML rather than showing an error instead.
      if (!(await fetchCode())) return new Promise<never>(() => {});
      return { default: Hydrated };
    })();
  }) as unknown as ComponentType<P>;

  return function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (!element) return undefined;
      const show = (state: IslandState) => element.setAttribute(attribute.islandState, state);
      ready.then(
        () => show(islandState.ready),
        (error: unknown) => {
          show(islandState.failed);
          console.error(`The ${name} part of this page could not load; it stays as plain HTML.`, error);
        },
      );
      return whenNeeded(element, wanted, awaits === waitsFor.touch ? () => prefetch(name) : undefined);
    }, []);
    // "waiting" is in the server HTML, so presses wait from the first moment; the browser's state is set on the
    // element directly, and React, which always renders "waiting", never writes it back.
    return (
      <div
        ref={ref}
        {...{ [attribute.island]: name, [attribute.islandState]: islandState.waiting }}
        {...(awaits === waitsFor.touch && { [attribute.islandAwaits]: awaits })}
      >
        <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>
      </div>
    );
  };
}
