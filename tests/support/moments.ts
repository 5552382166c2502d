import type { Page, Route } from '@playwright/test';
import { attribute, awaits, islandState } from '../../plugins/page-start/contract.ts';
import { expect, hydrated } from './test.ts';

/**
 * The moments of a page's start at which a visitor may press something, as the browser tests reach each one:
 *
 * - `scripts held`: only the HTML and its inline boot script work; none of the page's scripts has arrived.
 * - `before hydration`: the scripts have arrived and run, but React has not begun (the page's data is held back).
 * - `during hydration`: React has begun to hydrate the page, and some of its parts (header, sections, footer) have
 *   not hydrated yet.
 * - `after hydration`: every part has hydrated, and the island pressed, if any, works (or, for one that awaits a
 *   touch, is ready to run its code on the press).
 */
export const moments = ['scripts held', 'before hydration', 'during hydration', 'after hydration'] as const;
export type Moment = (typeof moments)[number];

/** CPU slow-downs the start is tried under: a mid-range phone, and a slow one. */
export const slowdowns = [4, 6] as const;

/** How far the page's start had gone when the visitor's first input arrived. */
export interface Landed {
  /** React's root was on the page: hydration had begun. */
  rooted: boolean;
  /** Parts of the page (not islands, which wait for the visitor) React had not hydrated yet, where it had said. */
  pending: number | null;
}

/** What the page keeps for the test: whether hydration has begun, how many parts wait after React's last commit. */
interface Watched {
  rooted?: boolean;
  pendingParts?: number;
}

/** The request the page makes, and waits on, at the commit it is held at (`watchStart`'s `holdAtCommit`). */
const heldCommit = '/__held-commit';

/**
 * Watches the start from inside the page. Hydration has begun when React listens on the element it hydrates (its
 * first step, in hydrateRoot). React reports each commit to a developer-tools hook if one is there when it loads
 * (production builds too); after each, the hook counts the Suspense boundaries still dehydrated, leaving out islands'
 * (their code waits for the visitor). Fiber tag 13 is React 18's Suspense boundary; a dehydrated one keeps its server
 * comment in `memoizedState`. The first key, pointer, wheel or input notes how far the start had gone.
 *
 * With `holdAtCommit`, the first commit that leaves parts dehydrated stops the page there: a synchronous request,
 * which the test answers once it has sent its press. The browser queues input while the page's thread is held, and
 * runs it before React's next task, so the press lands while those parts wait, however busy the machine.
 */
async function watchStart(page: Page, holdAtCommit: boolean) {
  await page.addInitScript(
    ({ island, pageRoot, hold }) => {
      interface Fiber {
        tag: number;
        child: Fiber | null;
        sibling: Fiber | null;
        memoizedState: { dehydrated?: Node | null } | null;
      }
      const watched = window as Watched;
      let held = !hold;
      const pendingIn = (fiber: Fiber | null): number => {
        let count = 0;
        for (let at = fiber; at; at = at.sibling) {
          const dehydrated = at.tag === 13 ? at.memoizedState?.dehydrated : null;
          if (dehydrated) count += dehydrated.parentElement?.hasAttribute(island) ? 0 : 1;
          else count += pendingIn(at.child);
        }
        return count;
      };
      const holdHere = () => {
        held = true;
        const request = new XMLHttpRequest();
        request.open('GET', hold!, false);
        request.send();
      };
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          inject: () => 1,
          // The page's root only: other roots (a portal's, say) hold none of its parts.
          onCommitFiberRoot: (_id: number, root: { current: Fiber; containerInfo: Element | null }) => {
            if (root.containerInfo?.id !== pageRoot) return;
            watched.pendingParts = pendingIn(root.current);
            if (!held && watched.pendingParts > 0) holdHere();
          },
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          checkDCE: () => undefined,
        },
      });
      type Listen = typeof EventTarget.prototype.addEventListener;
      const listen = Object.getOwnPropertyDescriptor(EventTarget.prototype, 'addEventListener')!.value as Listen;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<Listen>) {
        if (!watched.rooted && this instanceof Element && this.id === pageRoot) watched.rooted = true;
        listen.apply(this, args);
      };
      // Kept for the session, so a press that took the visitor to another page is still known there.
      const note = () => {
        if (sessionStorage.getItem('landed')) return;
        const landed: Landed = { rooted: watched.rooted ?? false, pending: watched.pendingParts ?? null };
        sessionStorage.setItem('landed', JSON.stringify(landed));
      };
      for (const type of ['pointerdown', 'keydown', 'touchstart', 'wheel', 'input']) addEventListener(type, note, true);
    },
    { island: attribute.island, pageRoot: '___gatsby', hold: holdAtCommit ? heldCommit : null },
  );
}

/** Holds back every request matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The build's scripts: the webpack chunks, each named with its content hash. */
const scripts = /\/[\w-]+-[0-9a-f]{20}\.js$/;
/** The page data Gatsby's loader reads before it renders anything. */
const pageData = /\/page-data\//;

const wait = { polling: 'raf', timeout: 30_000 } as const;

/** Every part of the page has hydrated: React's last commit left none dehydrated. */
const allHydrated = (page: Page) => page.waitForFunction(() => (window as Watched).pendingParts === 0, undefined, wait);

/**
 * How long the test lets the browser take a press it sent while the page is held (`watchStart`): the press goes to a
 * thread the hold does not stop, and is queued in a few milliseconds. One that came later would land after the moment,
 * and the test would fail saying so, never pass.
 */
const queueMs = 250;

/**
 * Opens `path` on a CPU slowed `slowdown` times, brings the page to `moment`, and presses there. Returns when the
 * press began (Date.now()), and what to call once it has shown its result, to let the start go on. `before` readies
 * the press (the pointer on the control, say): right after the page opens, so that at the moment only the press
 * itself is left to do; after hydration, once the island `near` names works.
 */
export async function pressAt(
  page: Page,
  path: string,
  moment: Moment,
  slowdown: number,
  { before, press, near }: { before: () => Promise<void>; press: () => Promise<void>; near?: string | undefined },
) {
  await watchStart(page, moment === 'during hydration');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  let release = () => {};
  if (moment === 'scripts held') release = await hold(page, scripts);
  // Held until the press is ready, too, when it is to come during hydration.
  if (moment === 'before hydration' || moment === 'during hydration') release = await hold(page, pageData);
  const reached =
    moment === 'during hydration' ? new Promise<Route>((resolve) => void page.route(`**${heldCommit}`, resolve)) : null;
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  if (moment !== 'after hydration') await before();
  if (moment === 'before hydration') {
    // Gatsby's runtime has run: its loader waits for the page data held back.
    await page.waitForFunction(() => '___loader' in window, undefined, wait);
  }
  if (reached) {
    release();
    release = () => {};
    const held = await reached;
    const pressedAt = Date.now();
    const pressing = press();
    // Real time on purpose: the press is on its way to the page, which cannot say it has it while it is held.
    // eslint-disable-next-line playwright/no-wait-for-timeout
    await page.waitForTimeout(queueMs);
    await held.fulfill({ status: 204 });
    await pressing;
    return { pressedAt, release };
  }
  if (moment === 'after hydration') {
    await allHydrated(page);
    if (near) {
      const island = page.locator(`[${attribute.island}="${near}"]`);
      await island.scrollIntoViewIfNeeded();
      // One that awaits a touch runs its code on the press itself: after hydration, it still waits for it.
      if ((await island.getAttribute(attribute.islandAwaits)) !== awaits.touch)
        await expect(island).toHaveAttribute(attribute.islandState, islandState.ready, { timeout: 30_000 });
    }
    await before();
  }
  const pressedAt = Date.now();
  await press();
  return { pressedAt, release };
}

/** How far the start had gone at the visitor's first input, as the page saw it. */
export const landed = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('landed') ?? 'null') as Landed | null);

/** Whether a first input that `landed` so came at `moment`. */
export function isAt(moment: Moment, { rooted, pending }: Landed) {
  switch (moment) {
    case 'scripts held':
    case 'before hydration':
      return !rooted;
    case 'during hydration':
      return rooted && pending !== 0;
    case 'after hydration':
      return pending === 0;
  }
}

/**
 * Waits until every part of the page has hydrated and at least `ms` have passed since `since` (Date.now() in the
 * test), so what a test then checks is how the page stays, not how it first answered.
 */
export async function settled(page: Page, since: number, ms = 3_000) {
  await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
  await allHydrated(page);
  // Real time on purpose: what is checked is that nothing undoes the press while the page runs on its own.
  // eslint-disable-next-line playwright/no-wait-for-timeout
  await page.waitForTimeout(Math.max(0, since + ms - Date.now()));
}
