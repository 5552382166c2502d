/**
 * One visitor on a mid-range phone, as a new visitor each time (a fresh browser context, empty cache): Playwright
 * drives Chromium, and the Chrome DevTools Protocol slows it down: 390 × 844 touch screen, CPU 4× slower,
 * 150 ms per request, 1.6 Mbps down and 750 kbps up. The form provider is answered in the browser (Fetch domain,
 * for its address only, so nothing else about loading changes): after 200 ms, success; a post without JavaScript
 * is sent on to its `redirect` page on the site being measured, as Web3Forms does.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { mixed, number, object } from 'yup';
import { checked, record } from '../../gatsby/built/json.ts';
import { chromiumFlags } from '../chromium.ts';
import { pageFigures, probeSource } from './probe.ts';
import { typed, type Scenario } from './scenarios.ts';

export const emulation = { width: 390, height: 844, cpuSlowdown: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };
const keystrokeMs = 120;
const providerMs = 200;
const blockingWindowMs = 3000;
const giveUpMs = 5000;

export function launch(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: chromiumFlags,
  });
}

const sleepUntil = (time: number) => sleep(Math.max(0, time - Date.now()));

async function tap(cdp: CDPSession, { x, y }: { x: number; y: number }) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The centre of the element `find` (an in-page function source) returns, scrolled into view as a visitor would. */
async function locate(page: Page, find: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(`(() => {
    const element = (${find})();
    if (!element) return null;
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  })()`);
  if (!point) throw new Error(`nothing to press: ${find}`);
  return checked(point, object({ x: number().required(), y: number().required() }), `the centre of ${find}`);
}

/** Keys at a steady pace, sent without waiting for the page to take each: a person does not wait either. */
async function type(cdp: CDPSession, value: string) {
  const sent = [];
  for (const key of value) {
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key }));
    await sleep(keystrokeMs);
  }
  await Promise.all(sent);
}

async function fillForm(page: Page, cdp: CDPSession) {
  for (const [name, value] of Object.entries(typed)) {
    await tap(cdp, await locate(page, `() => document.querySelector('form [name="${name}"]')`));
    await page.waitForFunction((field: string) => document.activeElement?.getAttribute('name') === field, name, {
      timeout: 15_000,
    });
    await type(cdp, value);
  }
}

/** Answers the form provider in the browser, and keeps what each post carried. */
/** What a post to the provider carried, field by field, as JSON or as a form. */
type Post = Record<string, unknown>;

async function fakeProvider(cdp: CDPSession, origin: string): Promise<Post[]> {
  const posts: Post[] = [];
  const cors = [
    { name: 'Access-Control-Allow-Origin', value: '*' },
    { name: 'Access-Control-Allow-Methods', value: 'POST' },
    { name: 'Access-Control-Allow-Headers', value: 'content-type, accept' },
  ];
  const body = (value: string) => Buffer.from(value).toString('base64');
  cdp.on('Fetch.requestPaused', (paused) => {
    void (async () => {
      const { requestId, request } = paused;
      if (request.method === 'OPTIONS') {
        await cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 204, responseHeaders: cors }).catch(() => {});
        return;
      }
      const json = /json/.test(request.headers['Content-Type'] ?? request.headers['content-type'] ?? '');
      const fields = json
        ? checked(JSON.parse(request.postData ?? '{}'), record(mixed()), 'the form post')
        : Object.fromEntries(new URLSearchParams(request.postData ?? ''));
      posts.push(fields);
      await sleep(providerMs);
      const reply = json
        ? {
            responseCode: 200,
            responseHeaders: [...cors, { name: 'Content-Type', value: 'application/json' }],
            body: body('{"success":true,"message":"Email sent successfully!"}'),
          }
        : typeof fields.redirect === 'string'
          ? {
              responseCode: 303,
              responseHeaders: [{ name: 'Location', value: `${origin}${new URL(fields.redirect).pathname}` }],
            }
          : {
              responseCode: 200,
              responseHeaders: [{ name: 'Content-Type', value: 'text/html' }],
              body: body('<h1>Message sent</h1>'),
            };
      await cdp.send('Fetch.fulfillRequest', { requestId, ...reply }).catch(() => {});
    })();
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'https://api.web3forms.com/*' }] });
  return posts;
}

/** Which typed fields reached the provider changed, or none. */
function lostFrom(posts: Post[]): string[] {
  const [post] = posts;
  if (!post || posts.length !== 1) return [`${posts.length} posts`];
  return Object.entries(typed)
    .filter(([name, value]) => post[name] !== value)
    .map(([name]) => {
      const value = post[name];
      return `${name}: "${typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)}"`;
    });
}

/** Blocking time (the part of each long task over 50 ms) of tasks that start in [from, to], absolute ms. */
const blocking = (longTasks: [number, number][], from: number, to: number) =>
  longTasks.filter(([start]) => start >= from && start <= to).reduce((sum, [, duration]) => sum + duration - 50, 0);

/** One visitor, one scenario, on the build served at `origin`. */
/** What one visitor's run measured: times in ms, null where the page never reached that point. */
export interface Visit {
  loadMs: number;
  fcpMs: number | null;
  lcpMs: number | null;
  kb: number;
  blockingMs: number;
  pressedAtMs: number | null;
  responseMs: number | null;
  /**
   * For a press: whether its result still stood `heldAfterMs` after the press (probe.ts); null where it never showed,
   * or the page never ran the check.
   */
  held?: boolean | null;
  /** For the form: the fields that reached the provider changed, or none. */
  lost?: string[];
}

/** `heldAfterMs`: how long after the press its result is checked again. */
export async function visit(browser: Browser, origin: string, scenario: Scenario, heldAfterMs: number): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: emulation.width, height: emulation.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: emulation.latencyMs,
      downloadThroughput: (emulation.downKbps * 1000) / 8,
      uploadThroughput: (emulation.upKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: emulation.cpuSlowdown });
    const posts = await fakeProvider(cdp, origin);
    await page.addInitScript({ content: probeSource(scenario, heldAfterMs) });

    // "1.5 s after load" is after the page's load event, when a browser shows the page as loaded.
    const start = Date.now();
    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'load' });
    const loaded = Date.now();
    await sleepUntil(loaded + scenario.at);
    if (scenario.kind === 'form') await fillForm(page, cdp);
    if (scenario.kind !== 'load') await tap(cdp, await locate(page, scenario.target));
    if (scenario.kind !== 'load') await sleep(blockingWindowMs);
    let figures = await page.evaluate(pageFigures);
    // The check that the result held runs in the page as the blocking window ends, so it rarely adds to the wait.
    const waiting = () => figures.armedAt && (!figures.shownAt || figures.held === null);
    const deadline = Date.now() + giveUpMs + Math.max(0, heldAfterMs - blockingWindowMs);
    while (waiting() && Date.now() < deadline) {
      await sleep(250);
      figures = await page.evaluate(pageFigures).catch(() => figures);
    }
    const { timeOrigin, armedAt, shownAt, longTasks } = figures;
    return {
      loadMs: loaded - start,
      fcpMs: figures.fcp,
      lcpMs: figures.lcp,
      kb: figures.bytes / 1024,
      // A press that never registered blocked nothing after it.
      blockingMs:
        scenario.kind === 'load'
          ? blocking(longTasks, timeOrigin, Date.now())
          : armedAt === null
            ? 0
            : blocking(longTasks, armedAt, armedAt + blockingWindowMs),
      pressedAtMs: armedAt === null ? null : armedAt - loaded,
      responseMs: armedAt === null || shownAt === null ? null : shownAt - armedAt,
      ...(scenario.kind === 'load' ? {} : { held: shownAt === null ? null : figures.held }),
      ...(scenario.kind === 'form' ? { lost: lostFrom(posts) } : {}),
    };
  } finally {
    await context.close();
  }
}
