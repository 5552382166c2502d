import { attribute, awaits, earlyScreens, heroImage, timing, type PageFiles } from '../contract.ts';

/**
 * What the page's scripts need and when to ask for it. Once the largest paint is on the screen (the hero image where
 * there is one, else the first frame), or at once on a first touch, key or click before that, everything hydration
 * needs is asked for together: the app's scripts, the page's chunks, the page data Gatsby's loader reads
 * (preloaded, so its requests reuse them) and the code of the islands near the top. The benchmark chose
 * this: scripts asked for before the largest paint made that paint later, as a visitor saw it or as Lighthouse
 * simulates it.
 */

/** The events that mean a visitor has started to use the page. */
const intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

type Request = { tag: 'link' | 'script'; attributes: Record<string, string> };

/** A new task at once, without the clamping of nested timers where the browser can. */
function soon(callback: () => void) {
  if (typeof MessageChannel !== 'function') {
    setTimeout(callback);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = callback;
  channel.port2.postMessage(null);
}

function add({ tag, attributes }: Request, onError: () => void) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  // A script that failed goes: webpack, asked for the same chunk later, would wait on this element, which never
  // loads or fails again, rather than ask once more.
  if (tag === 'script')
    element.onerror = () => {
      element.remove();
      onError();
    };
  (tag === 'link' ? document.head : document.body).appendChild(element);
}

/**
 * Each element added starts a request, which takes the main thread a millisecond or more (several on a slow phone),
 * so they go in a few milliseconds' worth at a time, in tasks short enough not to hold up a press.
 */
function addAll(requests: Request[], onError: () => void) {
  const until = performance.now() + timing.sliceMs;
  do add(requests.shift()!, onError);
  while (requests.length > 0 && performance.now() < until);
  if (requests.length > 0) soon(() => addAll(requests, onError));
}

/**
 * The islands whose code comes with the page's: those that start within `earlyScreens` screens of the top, but for
 * those that await a touch. Listed on
 * <html>, where each island's code reads it (island.tsx).
 */
function earlyIslands(): string[] {
  const names = [
    ...document.querySelectorAll(`[${attribute.island}]:not([${attribute.islandAwaits}="${awaits.touch}"])`),
  ]
    .filter((island) => island.getBoundingClientRect().top <= earlyScreens * innerHeight)
    .map((island) => island.getAttribute(attribute.island)!);
  document.documentElement.setAttribute(attribute.earlyIslands, names.join(' '));
  return names;
}

/**
 * Calls `callback` once the whole page has been parsed: the boot script runs in <head>, before any of it, so that it
 * hears every press on the page from the first.
 */
export function whenParsed(callback: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback, { once: true });
  else callback();
}

/** Asks for everything hydrating the page needs (once the page is parsed: which islands are near the top). */
export function load(files: PageFiles, onError: () => void) {
  const scripts = [...files.scripts, ...earlyIslands().flatMap((name) => files.islands[name] ?? [])];
  addAll(
    [
      ...files.data.map((href): Request => ({
        tag: 'link',
        attributes: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href },
      })),
      ...[...new Set(scripts)].map((src): Request => ({ tag: 'script', attributes: { src } })),
    ],
    onError,
  );
}

/** A task queued from a frame's callback runs once that frame has been drawn. */
const afterFrame = (callback: () => void) => requestAnimationFrame(() => setTimeout(callback));

/** PerformanceObserver as browsers have it: older ones lack it, or its list of the entry types they report. */
interface ObserverClass {
  new (callback: PerformanceObserverCallback): PerformanceObserver;
  readonly supportedEntryTypes?: readonly string[];
}

/**
 * Calls `callback` once the browser reports a paint of this type that `isIt` accepts (an entry arrives once its frame
 * is on the screen, some time after the task that drew it); `isIt` sees every entry until then. Returns false where
 * the browser has no such entries.
 */
function whenReported(type: string, isIt: (entry: PerformanceEntry) => boolean, callback: () => void): boolean {
  const Observer = window.PerformanceObserver as ObserverClass | undefined;
  if (!Observer?.supportedEntryTypes?.includes(type)) return false;
  const observer = new Observer((list) => {
    if (!list.getEntries().some(isIt)) return;
    observer.disconnect();
    setTimeout(callback);
  });
  observer.observe({ type, buffered: true });
  return true;
}

/** How much of the screen an element covers, as the browser sizes a largest-paint candidate: its part in view. */
function areaInView(element: Element) {
  const box = element.getBoundingClientRect();
  const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
  const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
  return Math.max(0, height) * Math.max(0, width);
}

/**
 * Calls `start` once, when the largest paint is on the screen: the hero image's (the largest-contentful-paint entry
 * whose element it is), else the first contentful paint; where the browser reports neither, the task after the next
 * frame. The browser reports a paint only if it is larger than the last it reported, so a hero image that has loaded
 * where a larger paint has been reported (a phone's first screen of text, say, with the image at its foot or below
 * it) never will be: then that paint was the largest. One that has loaded and is still not reported holds nothing up
 * for more than `heroWaitMs`. A touch, key or click before then starts it at once.
 */
export function whenPainted(start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const type of intents) removeEventListener(type, once, true);
    start();
  };
  for (const type of intents) addEventListener(type, once, { capture: true, passive: true });
  whenParsed(() => {
    const hero = document.querySelector<HTMLImageElement>(heroImage);
    if (!hero) {
      if (!whenReported('paint', (entry) => entry.name === 'first-contentful-paint', once)) afterFrame(once);
      return;
    }
    let loaded = false;
    let largest = 0;
    const outdone = () => loaded && largest >= areaInView(hero);
    const reported = whenReported(
      'largest-contentful-paint',
      (entry) => {
        const { element, size } = entry as PerformanceEntry & { element?: Element | null; size: number };
        if (element === hero) return true;
        largest = Math.max(largest, size);
        return outdone();
      },
      once,
    );
    const onLoad = () => {
      loaded = true;
      if (!reported || outdone()) afterFrame(once);
      else setTimeout(once, timing.heroWaitMs);
    };
    if (hero.complete) onLoad();
    else hero.addEventListener('load', onLoad);
    hero.addEventListener('error', () => afterFrame(once));
  });
}
