/**
 * The script the visitor benchmark puts into every document before the page's own (Playwright init script, which
 * the page's CSP does not apply to). It records, on the page's own clock:
 * - paints (FCP, LCP), long tasks, and event timings;
 * - the press being measured: the first touch whose target `arms(element)` accepts, seen as its pointerdown (a
 *   busy page here sometimes got no touchstart for a tap at all). Its time is the event's platform timestamp, so a
 *   busy main thread cannot make the press look later than it was;
 * - the first animation frame after that press in which `shows()` is true: the frame that shows the result;
 * - whether `holds()` is still true `heldAfterMs` after the press (or as the result shows, if it shows later): a
 *   result that shows and then goes by itself, as a menu closed by the page's code as it hydrates, is not held.
 * A press that leads to another page (a form posted without JavaScript) is carried over in sessionStorage, and
 * the next document keeps watching. Times are absolute (ms since the epoch) so they compare across documents.
 */
/** What the probe keeps on the page's window: long tasks as [start, duration], and absolute times. */
interface Bench {
  longTasks: [number, number][];
  lcp: number | null;
  armedAt: number | null;
  shownAt: number | null;
  /** Whether the result still stood `heldAfterMs` after the press; null until that check has run. */
  held: boolean | null;
}
declare global {
  interface Window {
    __bench?: Bench;
  }
}

/** Runs in the page, from its source: it uses nothing outside itself. */
function probe(arms: (element: Element) => boolean, shows: () => boolean, holds: () => boolean, heldAfterMs: number) {
  const bench: Bench = { longTasks: [], lcp: null, armedAt: null, shownAt: null, held: null };
  window.__bench = bench;
  const absolute = (time: number) => performance.timeOrigin + time;
  const observe = (type: string, record: (entry: PerformanceEntry) => void, options = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, ...options });
    } catch {
      // An entry type this browser does not have: that figure stays empty.
    }
  };
  observe('longtask', (entry) => bench.longTasks.push([absolute(entry.startTime), entry.duration]));
  observe('largest-contentful-paint', (entry) => (bench.lcp = entry.startTime), { buffered: true });

  function watch() {
    const frame = () => {
      if (shows()) {
        bench.shownAt = absolute(performance.now());
        sessionStorage.removeItem('bench-armed');
        const wait = (bench.armedAt ?? bench.shownAt) + heldAfterMs - bench.shownAt;
        setTimeout(() => (bench.held = holds()), Math.max(0, wait));
      } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }
  addEventListener(
    'pointerdown',
    (event) => {
      if (bench.armedAt !== null || !(event.target instanceof Element) || !arms(event.target)) return;
      bench.armedAt = absolute(event.timeStamp);
      sessionStorage.setItem('bench-armed', String(bench.armedAt));
      watch();
    },
    { capture: true, passive: true },
  );
  const carried = sessionStorage.getItem('bench-armed');
  if (carried) {
    bench.armedAt = Number(carried);
    watch();
  }
}

/** The probe's source for a scenario whose `arms`, `shows` and `holds` (default `shows`) are function sources. */
export const probeSource = (
  { arms, shows, holds }: { arms: string; shows: string; holds?: string },
  heldAfterMs: number,
) => `(${probe.toString()})(${arms}, ${shows}, ${holds ?? shows}, ${heldAfterMs});`;

/** Read in the page once a run is over: the page-load figures and what the probe recorded. */
export function pageFigures() {
  const bench = window.__bench;
  if (!bench) throw new Error('The benchmark probe did not run on this page');
  const navigation = performance
    .getEntriesByType('navigation')
    .find((entry) => entry instanceof PerformanceNavigationTiming);
  const resources = performance
    .getEntriesByType('resource')
    .filter((entry) => entry instanceof PerformanceResourceTiming);
  return {
    timeOrigin: performance.timeOrigin,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: bench.lcp,
    bytes: (navigation?.transferSize ?? 0) + resources.reduce((sum, entry) => sum + entry.transferSize, 0),
    longTasks: bench.longTasks,
    armedAt: bench.armedAt,
    shownAt: bench.shownAt,
    held: bench.held,
  };
}
