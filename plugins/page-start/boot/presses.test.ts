/**
 * @jest-environment node
 */
// In Node: esbuild, which compiles the boot script, does not run in jsdom (see test-page.ts).
import { attribute, timing } from '../contract.ts';
import { closePages, compileBoot, openPage } from './test-page.ts';

beforeAll(compileBoot);
afterEach(closePages);

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
        new page.PointerEvent('click', { bubbles: true, cancelable: true, pointerType: 'touch', detail: 1 }),
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
    const submit = new page.SubmitEvent('submit', { bubbles: true, cancelable: true });
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

  it('lets held presses through when a script cannot load, so the page works as plain HTML', async () => {
    const page = openPage({ now: true });
    page.click(page.tab());
    await page.settle();
    page.document.querySelector('script[src]')!.dispatchEvent(new page.window.Event('error'));
    expect(page.clicks).toEqual(['B']);
  });
});
