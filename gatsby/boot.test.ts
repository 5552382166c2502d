/**
 * @jest-environment node
 */
// In Node: esbuild, which compiles the boot script, does not run in jsdom. The pages are JSDOM windows of their own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import FakeTimers from '@sinonjs/fake-timers';
import { JSDOM } from 'jsdom';
import { attribute, filesBlockId, timing, type PageFiles } from '../src/boot/contract';
import { bootPage, bootSource, filesFor } from './boot';
import { inlineScriptHashes, scriptHash } from './csp';

let boot: string;
beforeAll(async () => {
  boot = await bootSource();
});
const policy = "script-src 'self' 'sha256-x'";
const scripts = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];
const gatsbyTags = scripts.map((src) => `<script src="${src}" async></script>`).join('');
const gatsbyInline = [
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about/";/*]]>*/</script>',
  '<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>',
  '<script>window.___webpackCompilationHash="abc";</script>',
].join('');
const files: PageFiles = {
  scripts: [...scripts, '/component---about-4.js'],
  data: ['/page-data/about/page-data.json', '/page-data/app-data.json'],
  islands: {
    near: ['/tabs-7.js', '/island-near-5.js'],
    sheet: ['/tabs-7.js', '/island-sheet-8.js'],
    far: ['/island-far-6.js'],
  },
  small: [],
  now: false,
  gatsby: { pagePath: '/about/', chunkMapping: '{"app":["/app-3.js"]}', compilationHash: 'abc' },
};
const page = (body: string) =>
  `<html><head><meta charSet="utf-8"/><title>About</title></head><body>${body}</body></html>`;

describe('bootPage', () => {
  const html = page(`<main>Hi</main><script type="application/ld+json">{}</script>${gatsbyInline}${gatsbyTags}`);
  let booted: string;
  beforeAll(() => {
    booted = bootPage(html, boot, files, policy);
  });

  it("puts the data block and the boot script where Gatsby's start-up scripts were, and nothing else of them", () => {
    const withoutBoot = booted.replace(`<script id="boot">${boot}</script>`, '');
    expect(withoutBoot).not.toMatch(/<script src=|gatsby-script-loader|___chunkMapping|___webpackCompilationHash/);
    expect(booted).toContain(
      `<main>Hi</main><script type="application/ld+json">{}</script><script type="application/json" id="${filesBlockId}">`,
    );
    expect(booted).toContain(`<script id="boot">${boot}</script></body>`);
    const block = new JSDOM(booted).window.document.getElementById(filesBlockId)!;
    expect(JSON.parse(block.textContent!)).toEqual(files);
  });

  it('runs one inline script, the same on every page whatever the page holds, so one hash allows it everywhere', () => {
    const other = bootPage(page(`<p>Other</p>${gatsbyInline}${gatsbyTags}`), boot, { ...files, now: true }, policy);
    expect(inlineScriptHashes(booted)).toEqual([scriptHash(boot)]);
    expect(inlineScriptHashes(other)).toEqual([scriptHash(boot)]);
  });

  it('puts the page policy first in <head>, after the character set', () => {
    expect(booted).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/><title>`,
    );
  });

  it('keeps a data block from ending its script element early', () => {
    const tricky = bootPage(html, boot, { ...files, data: ['</script><script>alert(1)</script>'] }, policy);
    expect(tricky).not.toContain('</script><script>alert(1)');
  });

  it('rewrites a page an earlier build booted (Gatsby keeps pages it need not render) as if it were new', () => {
    const earlier = bootPage(html, '(()=>{old()})()', { ...files, now: true }, "script-src 'none'");
    expect(bootPage(earlier, boot, files, policy)).toBe(booted);
  });

  it('leaves a page without them as it is', () => {
    const plain = page('<script type="application/ld+json">{}</script>');
    expect(bootPage(plain, boot, files, policy)).toBe(plain);
  });
});

describe('filesFor', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  fs.mkdirSync(path.join(publicDir, 'page-data', 'about'), { recursive: true });
  fs.writeFileSync(
    path.join(publicDir, 'page-data', 'about', 'page-data.json'),
    JSON.stringify({ componentChunkName: 'component---about', staticQueryHashes: ['11', '22'] }),
  );
  fs.mkdirSync(path.join(publicDir, 'page-data', '404.html'), { recursive: true });
  fs.writeFileSync(
    path.join(publicDir, 'page-data', '404.html', 'page-data.json'),
    JSON.stringify({ componentChunkName: 'component---404', staticQueryHashes: [] }),
  );
  afterAll(() => fs.rmSync(publicDir, { recursive: true }));
  const build = {
    publicDir,
    pages: [],
    chunks: {
      app: ['webpack-runtime-1.js', 'framework-2.js', 'app-3.js', 'app-3.js.map'],
      'component---about': ['shared-7.js', 'component---about-4.js'],
      'island-tabs': ['shared-7.js', 'tabs-8.js', 'island-tabs-9.js'],
      'island-map': ['island-map-10.js'],
    },
    chunkMapping: '{"app":["/app-3.js"]}',
    compilationHash: 'abc',
  };
  // Code of an island: a few bytes, or 8 KB that gzip cannot shrink.
  fs.writeFileSync(path.join(publicDir, 'tabs-8.js'), 'tabs();');
  fs.writeFileSync(path.join(publicDir, 'island-tabs-9.js'), 'island();');
  fs.writeFileSync(path.join(publicDir, 'island-map-10.js'), crypto.randomBytes(8 * 1024).toString('base64'));

  it("lists Gatsby's scripts and the page's chunks, the page data and static queries, each island's own chunks, and Gatsby's globals", () => {
    const html = `<div data-island="tabs"></div><div data-island="map"></div>`;
    expect(filesFor(build, '/about/', html)).toEqual({
      scripts: [...scripts, '/shared-7.js', '/component---about-4.js'],
      data: [
        '/page-data/about/page-data.json',
        '/page-data/app-data.json',
        '/page-data/sq/d/11.json',
        '/page-data/sq/d/22.json',
      ],
      islands: { tabs: ['/tabs-8.js', '/island-tabs-9.js'], map: ['/island-map-10.js'] },
      small: ['tabs'],
      now: false,
      gatsby: { pagePath: '/about/', chunkMapping: build.chunkMapping, compilationHash: 'abc' },
    });
  });

  it('has the not-found page load at once, to report the address it was asked for', () => {
    expect(filesFor(build, '/404.html', '')).toMatchObject({ now: true, gatsby: { pagePath: '/404.html' } });
  });
});

/** Every page a test opened, closed after it so that no timer of its outlives the test. */
const windows: Window[] = [];
afterEach(() => windows.splice(0).forEach((window) => window.close()));

interface Entry {
  name?: string;
  element?: Element;
}

/**
 * A page of its own for each test (the boot script listens for as long as its page lives), running the script.
 * With `clock`, the page's timers and Date are fake, moved on by the test.
 */
function openPage({ now = false, clock = false, hero = false, paintTiming = false, small = [] as string[] } = {}) {
  const html = `<div id="page">${hero ? '<img src="/hero.avif" fetchpriority="high" alt="">' : ''}
      <button type="button">Menu</button>
      <button type="button" popovertarget="panel">Services</button>
      <div role="tablist"><button role="tab" id="tab-a">A</button><button role="tab" id="tab-b">B</button></div>
      <div data-island="near" data-island-state="waiting"><div role="tablist"><button role="tab">Near</button></div></div>
      <div data-island="sheet" data-island-state="waiting"></div>
      <div data-island="far" data-island-state="waiting"></div>
      <form action="https://forms.example/submit"><input name="name"><button type="submit">Send</button></form>
    </div>
    <script type="application/json" id="${filesBlockId}">${JSON.stringify({ ...files, small, now })}</script>`;
  const { window } = new JSDOM(`<!DOCTYPE html><body>${html}`, { runScripts: 'outside-only', pretendToBeVisual: true });
  windows.push(window as unknown as Window);
  const { document } = window;
  const timers = clock ? FakeTimers.withGlobal(window).install() : null;
  // jsdom has no PointerEvent: a MouseEvent that carries pointerType stands in.
  window.eval(`window.PointerEvent ??= class extends MouseEvent {
    constructor(type, init = {}) { super(type, init); this.pointerType = init.pointerType ?? ''; }
  }`);
  // jsdom has no paint timing either: where the test asks for it, an observer it can hand entries to stands in.
  const observers: { type: string; callback: (list: { getEntries: () => Entry[] }) => void; on: boolean }[] = [];
  let Observer: unknown;
  if (paintTiming) {
    Observer = function (this: object, callback: (typeof observers)[0]['callback']) {
      const observer = { type: '', callback, on: false };
      observers.push(observer);
      return {
        observe: ({ type }: { type: string }) => Object.assign(observer, { type, on: true }),
        disconnect: () => Object.assign(observer, { on: false }),
      };
    };
    Object.assign(Observer as object, { supportedEntryTypes: ['largest-contentful-paint', 'paint'] });
  }
  Object.assign(window, { PerformanceObserver: Observer });
  document.querySelector<HTMLElement>('[data-island="far"]')!.getBoundingClientRect = () =>
    ({ top: 3 * window.innerHeight }) as DOMRect;
  const clicks: string[] = [];
  document
    .getElementById('page')!
    .addEventListener('click', (event) => clicks.push((event.target as HTMLElement).textContent ?? ''));
  window.eval(boot);
  // A task, then as many more as the boot script takes to add what it asks for (it adds a few at a time).
  const requests = () => document.querySelectorAll('script[src], link').length;
  const settle = async () => {
    let before;
    do {
      before = requests();
      await new Promise((resolve) => window.setTimeout(resolve));
    } while (requests() !== before);
  };
  return {
    window,
    document,
    timers,
    clicks,
    button: (selector: string) => document.querySelector<HTMLButtonElement>(selector)!,
    tab: () => document.getElementById('tab-b')!,
    hero: () => document.querySelector('img')!,
    loaded: () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    preloaded: () => [...document.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')),
    settle,
    painted: async () => {
      await new Promise((resolve) => window.requestAnimationFrame(resolve));
      await settle();
    },
    /** The browser reports that a paint of `type` is on the screen. */
    shown: async (type: string, entry: Entry) => {
      for (const observer of observers)
        if (observer.on && observer.type === type) observer.callback({ getEntries: () => [entry] });
      await settle();
    },
    hydrated: async () => {
      document.documentElement.setAttribute(attribute.hydrated, 'true');
      await settle();
    },
    press: (target: Element, type: string) =>
      target.dispatchEvent(new window.Event(type, { bubbles: true, cancelable: true })),
    key: (target: Element, init: KeyboardEventInit) => {
      const event = new window.KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      target.dispatchEvent(event);
      return event;
    },
    click: (target: Element, init: MouseEventInit = {}) => {
      const event = new window.MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      target.dispatchEvent(event);
      return event;
    },
  };
}

describe('the boot script in the browser: what it asks for, and when', () => {
  // Each file once, though two islands share one.
  const first = [...files.scripts, '/tabs-7.js', '/island-near-5.js', '/island-sheet-8.js'];

  it('sets the globals Gatsby’s scripts read, which Gatsby’s own inline scripts set before', () => {
    const page = openPage();
    expect(page.window).toMatchObject({
      pagePath: '/about/',
      ___chunkMapping: files.gatsby.chunkMapping,
      ___webpackCompilationHash: 'abc',
    });
  });

  it('asks for nothing before the first frame is painted, then for everything at once', async () => {
    const page = openPage();
    expect(page.preloaded()).toEqual([]);
    expect(page.loaded()).toEqual([]);
    await page.painted();
    expect(page.preloaded()).toEqual(files.data);
    expect(page.loaded()).toEqual(first);
  });

  it('waits for the hero image to be painted, so nothing slows the largest paint', async () => {
    const page = openPage({ hero: true });
    await page.painted();
    expect(page.loaded()).toEqual([]);
    page.hero().dispatchEvent(new page.window.Event('load'));
    expect(page.loaded()).toEqual([]);
    await page.painted();
    expect(page.loaded()).toEqual(first);
  });

  it('where the browser times paints, waits until the first frame is on the screen, not only drawn', async () => {
    const page = openPage({ paintTiming: true });
    await page.painted();
    expect(page.loaded()).toEqual([]);
    await page.shown('paint', { name: 'first-paint' });
    expect(page.loaded()).toEqual([]);
    await page.shown('paint', { name: 'first-contentful-paint' });
    expect(page.loaded()).toEqual(first);
  });

  it('where the browser reports the largest paint, waits until it is the hero image’s', async () => {
    const page = openPage({ hero: true, paintTiming: true });
    await page.shown('paint', { name: 'first-contentful-paint' });
    page.hero().dispatchEvent(new page.window.Event('load'));
    await page.painted();
    await page.shown('largest-contentful-paint', { element: page.document.getElementById('page')! });
    expect(page.loaded()).toEqual([]);
    await page.shown('largest-contentful-paint', { element: page.hero() });
    expect(page.loaded()).toEqual(first);
  });

  it('gives up waiting a second after a hero image has loaded that is never reported', async () => {
    const page = openPage({ hero: true, paintTiming: true });
    const wait = (ms: number) => new Promise((resolve) => page.window.setTimeout(resolve, ms));
    page.hero().dispatchEvent(new page.window.Event('load'));
    await wait(timing.heroWaitMs - 100);
    expect(page.loaded()).toEqual([]);
    await wait(100);
    await page.settle();
    expect(page.loaded()).toEqual(first);
  });

  it('leaves the code of islands more than two screens down to the islands themselves, and lists the others', async () => {
    const page = openPage();
    await page.painted();
    expect(page.loaded()).not.toContain('/island-far-6.js');
    expect(page.document.documentElement).toHaveAttribute(attribute.earlyIslands, 'near sheet');
  });

  it('asks for the code of a small island with the page’s wherever it is', async () => {
    const page = openPage({ small: ['far'] });
    await page.painted();
    expect(page.loaded()).toContain('/island-far-6.js');
    expect(page.document.documentElement).toHaveAttribute(attribute.earlyIslands, 'near sheet far');
  });

  it('starts at once on a touch, key or click before the first paint, and only once', async () => {
    const page = openPage();
    page.window.dispatchEvent(new page.window.Event('touchstart'));
    await page.settle();
    expect(page.loaded()).toEqual(first);
    await page.painted();
    expect(page.loaded()).toEqual(first);
  });

  it('loads at once on a page that asks for it (the not-found page)', async () => {
    const page = openPage({ now: true });
    await page.settle();
    expect(page.loaded()).toEqual(first);
  });

  it('asks a few milliseconds’ worth at a time, a task each, so no long task holds up a press', async () => {
    const page = openPage();
    // Each element takes 3 ms here: two fit in the 4 ms a task may take. Nine are asked for.
    let time = 0;
    page.window.performance.now = () => (time += 3);
    page.window.dispatchEvent(new page.window.Event('touchstart'));
    const asked = () => page.loaded().length + page.preloaded().length;
    const perTask = [asked()];
    while (perTask.reduce((sum, n) => sum + n) < files.data.length + first.length) {
      const before = asked();
      await new Promise((resolve) => page.window.setTimeout(resolve));
      perTask.push(asked() - before);
    }
    expect(perTask).toEqual([2, 2, 2, 2, 1]);
  });
});

describe('the boot script in the browser: presses before the page works', () => {
  it('holds a click on a tab until React has hydrated the page, then makes it again, once', async () => {
    const page = openPage();
    expect(page.click(page.tab()).defaultPrevented).toBe(true);
    expect(page.clicks).toEqual([]);
    await page.hydrated();
    expect(page.clicks).toEqual(['B']);
    page.click(page.tab());
    expect(page.clicks).toEqual(['B', 'B']);
  });

  it('makes a held tap again as a tap, pointer down and up then click, so React shows no keyboard focus ring', async () => {
    const page = openPage();
    const seen: string[] = [];
    ['pointerdown', 'pointerup', 'click'].forEach((type) =>
      page.document.addEventListener(type, (event) =>
        seen.push(`${type} ${(event as PointerEvent).pointerType} ${(event as MouseEvent).detail}`),
      ),
    );
    page
      .tab()
      .dispatchEvent(
        new page.window.PointerEvent('click', { bubbles: true, cancelable: true, pointerType: 'touch', detail: 1 }),
      );
    seen.length = 0;
    await page.hydrated();
    expect(seen).toEqual(['pointerdown touch 1', 'pointerup touch 1', 'click touch 1']);
  });

  it('makes a held click from a key or a screen reader (no pointer) again as a plain click', async () => {
    const page = openPage();
    const seen: string[] = [];
    ['pointerdown', 'click'].forEach((type) =>
      page.document.addEventListener(type, (event) => seen.push(`${type} ${(event as MouseEvent).detail}`)),
    );
    page.click(page.tab(), { detail: 0 });
    seen.length = 0;
    await page.hydrated();
    expect(seen).toEqual(['click 0']);
  });

  it('never holds a control that works without JavaScript: a popover button, a plain button, a link', () => {
    const page = openPage();
    expect(page.click(page.button('[popovertarget]')).defaultPrevented).toBe(false);
    expect(page.click(page.button('button[type="button"]')).defaultPrevented).toBe(false);
    expect(page.clicks).toEqual(['Services', 'Menu']);
  });

  it('holds a press inside an island whose code has not arrived until that island works, after the page has', async () => {
    const page = openPage();
    await page.hydrated();
    page.click(page.button('[data-island="near"] [role="tab"]'));
    page.click(page.tab());
    expect(page.clicks).toEqual(['B']);
    page.document.querySelector('[data-island="near"]')!.setAttribute(attribute.islandState, 'ready');
    await page.settle();
    expect(page.clicks).toEqual(['B', 'Near']);
  });

  it('holds a submit, by Enter or by button, until the form works, then submits it once', async () => {
    const page = openPage();
    const form = page.document.querySelector('form')!;
    const submits: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push('submit');
    });
    const submit = new page.window.SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(submits).toEqual([]);
    await page.hydrated();
    expect(submits).toEqual(['submit']);
  });

  it('makes a held key on the element that hydration put in place of the old one, and leaves other keys alone', async () => {
    const page = openPage();
    const keys: string[] = [];
    page.document
      .getElementById('page')!
      .addEventListener('keydown', (event) => keys.push(`${(event.target as HTMLElement).id} ${event.key}`));
    const tab = page.tab();
    page.key(tab, { key: 'ArrowRight' });
    page.key(tab, { key: 'a' });
    expect(keys).toEqual(['tab-b a']);
    tab.replaceWith(
      Object.assign(page.document.createElement('button'), { id: 'tab-b', role: 'tab', textContent: 'New B' }),
    );
    await page.hydrated();
    expect(keys).toEqual(['tab-b a', 'tab-b ArrowRight']);
  });

  it('leaves keys with Alt, Ctrl or Meta to the browser (Alt+Left goes back)', () => {
    const page = openPage();
    expect(page.key(page.tab(), { key: 'ArrowLeft', altKey: true }).defaultPrevented).toBe(false);
  });

  it('moves focus to the node hydration put in place of the one the visitor focused', async () => {
    const page = openPage();
    const tab = page.tab();
    tab.focus();
    const replacement = Object.assign(page.document.createElement('button'), {
      id: 'tab-b',
      role: 'tab',
      textContent: 'New B',
    });
    tab.replaceWith(replacement);
    await page.hydrated();
    expect(page.document.activeElement).toBe(replacement);
  });

  it('finishes a press begun before hydration and released after, though hydration replaced the node', async () => {
    const page = openPage();
    const tab = page.document.getElementById('tab-a')!;
    page.press(tab, 'pointerdown');
    const replacement = Object.assign(page.document.createElement('button'), { textContent: 'New A' });
    replacement.setAttribute('role', 'tab');
    tab.replaceWith(replacement);
    await page.hydrated();
    page.press(page.button('[role="tab"]'), 'pointerup');
    await page.settle();
    expect(page.clicks).toEqual(['New A']);
  });

  it("does not press twice when the browser's click comes late, after the press was finished on release", async () => {
    const page = openPage();
    page.press(page.tab(), 'pointerdown');
    await page.hydrated();
    page.press(page.tab(), 'pointerup');
    await page.settle();
    expect(page.click(page.tab(), { detail: 1 }).defaultPrevented).toBe(true);
    expect(page.clicks).toEqual(['B']);
    page.click(page.tab(), { detail: 1 });
    expect(page.clicks).toEqual(['B', 'B']);
  });

  it('makes a press begun before hydration and clicked after into one click that React sees begin', async () => {
    const page = openPage();
    page.press(page.tab(), 'pointerdown');
    await page.hydrated();
    expect(page.click(page.tab(), { detail: 1 }).defaultPrevented).toBe(true);
    expect(page.clicks).toEqual(['B']);
  });

  it('does not turn a later click elsewhere into a press that never ended (a touch that became a scroll)', async () => {
    const page = openPage();
    page.press(page.tab(), 'pointerdown');
    await page.hydrated();
    page.click(page.button('button[type="button"]'));
    expect(page.clicks).toEqual(['Menu']);
  });

  it('lets a held press through once it has waited its patience out', () => {
    const page = openPage({ clock: true });
    page.click(page.tab());
    page.timers!.tick(timing.patienceMs - 1_000);
    expect(page.clicks).toEqual([]);
    page.timers!.tick(1_000);
    expect(page.clicks).toEqual(['B']);
  });

  it('lets held presses through when the page stops on an error', () => {
    const page = openPage();
    page.click(page.tab());
    page.window.dispatchEvent(new page.window.ErrorEvent('error', { message: 'page-data failed' }));
    expect(page.clicks).toEqual(['B']);
  });

  it('lets held presses through when a script cannot load, so the page works as plain HTML', () => {
    const page = openPage({ now: true });
    page.click(page.tab());
    page.document.querySelector('script[src]')!.dispatchEvent(new page.window.Event('error'));
    expect(page.clicks).toEqual(['B']);
  });
});
