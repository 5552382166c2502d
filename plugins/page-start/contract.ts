/**
 * What the boot script (boot/), the page's React code (island.tsx, gatsby-browser.tsx) and the build
 * (rewrite.ts) agree on: the attributes they read and write, their values, the page's data block, and
 * the timings. Each side imports it; none writes these out again.
 */

/** The attributes the two sides exchange through the document. */
export const attribute = {
  /** On <html> once React has hydrated the page (gatsby-browser.tsx): held presses are made again. */
  hydrated: 'data-hydrated',
  /** On an island's wrapper: its name, which is also its chunk's, island-<name> (island.tsx). */
  island: 'data-island',
  /** On an island's wrapper: one of `islandState`. Presses inside wait while it is "waiting". */
  islandState: 'data-island-state',
  /**
   * On an island's wrapper, if its code is to run only once the visitor touches it (`awaits.touch`): nearing it only
   * fetches the code, and the boot script never asks for it with the page's.
   */
  islandAwaits: 'data-island-awaits',
  /** On <html>: the islands whose code the boot script asked for with the page's, by name, space-separated. */
  earlyIslands: 'data-early-islands',
  /**
   * On <html> once the page will not hydrate (a script failed, an error, or it took `startMs`): the page takes its
   * form without JavaScript, every tab panel shown (gatsby-ssr.tsx).
   */
  scriptsFailed: 'data-scripts-failed',
} as const;

/**
 * Attributes a site puts on its own markup: a part that shows in full without JavaScript though hidden with it (a tab
 * panel), and a part that cannot work without it (a tab list). The plugin's styles show or hide them where the page's
 * code is off or failed (gatsby-ssr.tsx).
 */
export const noScripts = { show: 'data-noscript-show', hide: 'data-noscript-hide' } as const;

/**
 * What an island waits for before its code runs: the visitor nearing it (the default), or touching it (a pointer over
 * it, a finger or focus on it), for an island whose work would otherwise come as the page starts, on a page where it
 * is in the first screen (the contact form).
 */
export const awaits = { approach: 'approach', touch: 'touch' } as const;
export type Awaits = (typeof awaits)[keyof typeof awaits];

/** An island's state: its code has not arrived, it works, or its code could not load (it stays plain HTML). */
export const islandState = { waiting: 'waiting', ready: 'ready', failed: 'failed' } as const;
export type IslandState = (typeof islandState)[keyof typeof islandState];

/** The id of each page's data block, a <script type="application/json"> the browser never runs. */
export const filesBlockId = 'boot-files';

/** The hero's picture: the page's one image fetched at high priority, whose paint the page's scripts wait for. */
export const heroImage = 'img[fetchpriority="high"]';

export const timing = {
  /** A held press waits at most this long for its part of the page; then it goes through as plain HTML takes it. */
  patienceMs: 15_000,
  /** After a press is finished on its release, the browser's own late click is dropped for this long. */
  lateClickMs: 600,
  /** Each task adds elements (each starts a request) for at most this long, so none holds up a press. */
  sliceMs: 4,
  /** A hero image that has loaded but is never reported painted holds up the page's scripts at most this long. */
  heroWaitMs: 1_000,
  /**
   * A page not hydrated this long after its scripts were asked for never will be, as far as the visitor is
   * concerned: it takes its form without JavaScript. Over Slow 3G the page hydrates 10 to 13 s after they are.
   */
  startMs: 25_000,
} as const;

/**
 * Islands that start within this many screens of the top have their code asked for with the page's: on a phone,
 * those in the first screen. The others load as the visitor nears them, within `approachScreens` of the viewport
 * (island.tsx). So an island below the fold is not part of the first load the byte budgets count.
 */
export const earlyScreens = 1;
export const approachScreens = 0.25;

/** What hydrating a page needs, as its data block holds it (written by rewrite.ts, read by boot/). */
export interface PageFiles {
  /** Gatsby's scripts, then the page component's chunks. */
  scripts: string[];
  /** The page data and static query results Gatsby's loader fetches. */
  data: string[];
  /** Each island's chunks that the scripts above do not include, by island name. */
  islands: Record<string, string[]>;
  /** Load at once rather than after the largest paint (the not-found page, which reports the address it was asked). */
  now: boolean;
  /** The globals Gatsby's scripts read, which its own inline scripts set on every page: set by the boot script. */
  gatsby: { pagePath: string; chunkMapping: string; compilationHash: string };
}
