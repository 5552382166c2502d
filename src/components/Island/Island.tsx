import { createElement, lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

const clickables = 'button, [role="tab"], [role="button"]';
const movementKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Finds the element again after hydration. Hydration keeps most server nodes, but some components (react-aria's
 * tabs, say) put new ones in their place: then the one with the same id, or at the same place in the island.
 */
function finder(island: HTMLElement, element: HTMLElement): () => HTMLElement | null {
  const path: number[] = [];
  for (let node: Element = element; node !== island && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return () => {
    if (element.isConnected) return element;
    const found = (element.id && document.getElementById(element.id)) || path.reduce<Element | undefined>((node, index) => node?.children[index], island);
    return found instanceof HTMLElement ? found : null;
  };
}

/**
 * Starts `load` once a visitor is about to need the island: it comes within half a screen of the viewport,
 * or the pointer, focus or a finger reaches it. Until the island works, React stops events on it before they
 * get there, so this listens on the document, ahead of React: clicks on its buttons and arrow keys inside it
 * are held back and made again once it works, so no press is lost. Without server HTML in the element (a page
 * reached by client-side navigation) there is nothing to show meanwhile, so it loads at once.
 */
function whenNeeded(element: HTMLElement, load: () => Promise<boolean>) {
  type Find = () => HTMLElement | null;
  const held: { event: Event; find: Find }[] = [];
  let focused: Find | null = null;
  // A press begun before the island worked: if hydration swaps its node before the button is released, the
  // browser never fires the click, and React would not know the press began; so such a press is finished here.
  let pressed: Find | null = null;
  let ready = false;

  const listen = (event: Event) => {
    const target = event.target as Element;
    if (event.type === 'pointerup') {
      const press = pressed;
      // The click, if the browser still fires one, comes in this same task.
      if (press) setTimeout(() => pressed === press && finish(press));
      return;
    }
    if (!(target instanceof Node) || !element.contains(target)) return;
    start();
    if (event.type === 'focusin' && target instanceof HTMLElement) focused = finder(element, target);
    const clickable = target.closest<HTMLElement>(clickables);
    if (event.type === 'pointerdown') {
      if (!ready) pressed = clickable && finder(element, clickable);
      return;
    }
    const press = event.type === 'click' ? pressed : null;
    if (event.type === 'click') pressed = null;
    if (ready && !press) return;
    const key = event instanceof KeyboardEvent ? movementKeys.has(event.key) && target : event.type === 'click' && clickable;
    if (!(key instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (ready) finish(press ?? finder(element, key));
    else held.push({ event, find: finder(element, key) });
  };
  /** Makes a held-back press on the element again, now that the island works. */
  const replay = ({ event, find }: { event: Event; find: Find }) => {
    const target = find();
    if (event instanceof KeyboardEvent) {
      target?.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, code: event.code, shiftKey: event.shiftKey, bubbles: true, cancelable: true }));
    } else {
      target?.click();
    }
  };
  function finish(press: Find) {
    pressed = null;
    if (!ready) {
      held.push({ event: new MouseEvent('click'), find: press });
      return;
    }
    stop();
    press()?.click();
  }

  const types = ['pointerover', 'focusin', 'touchstart', 'pointerdown', 'pointerup', 'click', 'keydown'];
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '50% 0px' });
  const stop = () => {
    observer?.disconnect();
    types.forEach((type) => document.removeEventListener(type, listen, true));
  };
  let started = false;
  function start() {
    if (started) return;
    started = true;
    observer?.disconnect();
    void load().then((works) => {
      ready = true;
      if (!works) {
        stop();
        return;
      }
      // Focus stays where the visitor put it, even on a node that hydration replaced.
      const wasFocused = focused?.();
      if (wasFocused && (document.activeElement === document.body || document.activeElement === null)) wasFocused.focus();
      held.splice(0).forEach(replay);
      // Listen on only while a press begun before is still down.
      if (!pressed) stop();
    });
  }

  types.forEach((type) => document.addEventListener(type, listen, { capture: true, passive: false }));
  // Focus put there before the page itself hydrated (gatsby/boot-script.js) is kept too.
  if (document.activeElement instanceof HTMLElement && element.contains(document.activeElement)) {
    focused = finder(element, document.activeElement);
  }
  if (!observer || !element.hasChildNodes()) start();
  else observer.observe(element);
  return stop;
}

/**
 * A part of a page whose JavaScript loads only when a visitor is about to use it, so it is not part of the
 * page's first load. The server renders it in full; in the browser React keeps that HTML, visible and
 * readable, until the code has arrived, then hydrates it in place (a Suspense boundary left dehydrated).
 * If the code cannot be loaded (the connection dropped), the HTML stays as it is, readable as without
 * JavaScript. The wrapper's data-island names the island (its chunk is island-<name>); data-island-state says
 * "waiting", then "ready" once it works, or "failed".
 */
export function island<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
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

  // React's lazy() types narrow P to props with refs; these islands take plain props.
  const Lazy = lazy(async () => {
    if (typeof window !== 'undefined') await needed;
    let Component: ComponentType<P>;
    try {
      Component = await load();
    } catch (error) {
      failed(error);
      // Never settles, so React keeps the server HTML rather than showing an error instead of the page.
      return new Promise<never>(() => {});
    }
    // Ready once what the island's own mount effects changed has rendered too (a form adopting text typed
    // before it hydrated, say): this second commit comes after theirs.
    function Hydrated(props: P) {
      const [mounted, setMounted] = useState(false);
      useEffect(() => setMounted(true), []);
      useEffect(() => {
        if (mounted) loaded();
      }, [mounted]);
      return createElement(Component, props);
    }
    return { default: Hydrated };
  }) as unknown as ComponentType<P>;

  return function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (!element) return undefined;
      element.dataset.islandState = 'waiting';
      return whenNeeded(element, () => {
        wanted();
        return ready.then(
          () => {
            element.dataset.islandState = 'ready';
            return true;
          },
          (error: unknown) => {
            element.dataset.islandState = 'failed';
            console.error(`The ${name} part of this page could not load; it stays as plain HTML.`, error);
            return false;
          },
        );
      });
    }, []);
    return (
      <div ref={ref} data-island={name}>
        <Suspense fallback={null}>
          {createElement(Lazy, props)}
        </Suspense>
      </div>
    );
  };
}
