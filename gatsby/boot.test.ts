import path from 'node:path';
import { bootPage, bootSource } from './boot';

const boot = bootSource(path.join(__dirname, 'boot-script.js'));
const scripts = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];
const gatsbyTags = scripts.map((src) => `<script src="${src}" async></script>`).join('');

describe('bootPage', () => {
  it("puts one inline script where Gatsby's script tags were, naming them in order", () => {
    const html = `<body><main>Hi</main><script>window.pagePath="/";</script>${gatsbyTags}</body>`;
    const booted = bootPage(html, boot);
    expect(booted).not.toContain('async');
    expect(booted.match(/<script/g)).toHaveLength(2);
    expect(booted).toMatch(/<main>Hi<\/main><script>window\.pagePath="\/";<\/script><script id="boot">\(function/);
    expect(booted).toContain(`(${JSON.stringify(scripts)},false)</script></body>`);
    expect(bootPage(html, boot, true)).toContain(`(${JSON.stringify(scripts)},true)</script>`);
  });

  it('puts the current boot script in place of one an earlier build wrote (Gatsby keeps pages it need not render)', () => {
    const html = `<body><main>Hi</main>${gatsbyTags}</body>`;
    const earlier = bootPage(html, '(function (scripts, eager) { old(); })', true);
    expect(bootPage(earlier, boot)).toBe(bootPage(html, boot));
  });

  it('leaves a page without them as it is', () => {
    const html = '<body><script type="application/ld+json">{}</script></body>';
    expect(bootPage(html, boot)).toBe(html);
  });
});

describe('the boot script in the browser', () => {
  const loaded = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.getAttribute('src'));
  const hydrated = async () => {
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((resolve) => setTimeout(resolve));
  };
  let clicks: string[];

  beforeEach(() => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML =
      '<div id="page"><button type="button">Menu</button><div role="tablist"><button role="tab" id="tab-b">B</button></div></div>';
    clicks = [];
    document.getElementById('page')!.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).textContent ?? ''));
    window.eval(`${boot}(${JSON.stringify(scripts)},false)`);
  });

  afterEach(async () => {
    // Leaves no listener behind for the next test: started and settled.
    window.dispatchEvent(new Event('pointerdown'));
    await hydrated();
  });

  it('loads nothing until the visitor does something, then every script in order', () => {
    expect(loaded()).toEqual([]);
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(loaded()).toEqual(scripts);
    window.dispatchEvent(new Event('scroll'));
    expect(loaded()).toEqual(scripts);
  });

  it('loads them on a click that comes alone, as a screen reader makes it', () => {
    document.querySelector('button')!.click();
    expect(loaded()).toEqual(scripts);
  });

  it('holds a click on a button until React has hydrated the page, then makes it again', async () => {
    const button = document.querySelector('button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    await hydrated();
    expect(clicks).toEqual(['Menu']);
    button.click();
    expect(clicks).toEqual(['Menu', 'Menu']);
  });

  it('makes a held press on the element that hydration put in place of the old one', async () => {
    const keys: string[] = [];
    document.getElementById('page')!.addEventListener('keydown', (event) => keys.push(`${(event.target as HTMLElement).id} ${event.key}`));
    const tab = document.getElementById('tab-b')!;
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    tab.click();
    expect(keys).toEqual(['tab-b a']);
    tab.replaceWith(Object.assign(document.createElement('button'), { id: 'tab-b', role: 'tab', textContent: 'New B' }));
    await hydrated();
    expect(keys).toEqual(['tab-b a', 'tab-b ArrowRight']);
    expect(clicks).toEqual(['New B']);
  });

  it('finishes a press begun before hydration and released after, though hydration replaced the node', async () => {
    const press = (target: Element, type: string) => target.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
    press(document.querySelector('button')!, 'pointerdown');
    document.querySelector('button')!.replaceWith(Object.assign(document.createElement('button'), { textContent: 'New menu' }));
    await hydrated();
    press(document.querySelector('button')!, 'pointerup');
    await new Promise((resolve) => setTimeout(resolve));
    expect(clicks).toEqual(['New menu']);
  });

  it('makes a press begun before hydration and clicked after into one click that React sees begin', async () => {
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await hydrated();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(clicks).toEqual(['Menu']);
  });

  it('does not turn a later click elsewhere into a press that never ended (a touch that became a scroll)', async () => {
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await hydrated();
    document.getElementById('tab-b')!.click();
    expect(clicks).toEqual(['B']);
  });

  it('leaves keys with Alt, Ctrl or Meta to the browser (Alt+Left goes back)', () => {
    const keydown = new KeyboardEvent('keydown', { key: 'ArrowLeft', altKey: true, bubbles: true, cancelable: true });
    document.getElementById('tab-b')!.dispatchEvent(keydown);
    expect(keydown.defaultPrevented).toBe(false);
  });

  it('lets held presses through when the page has not hydrated 15 seconds after its scripts began to load', () => {
    jest.useFakeTimers();
    try {
      document.querySelector('button')!.click();
      jest.advanceTimersByTime(14_000);
      expect(clicks).toEqual([]);
      jest.advanceTimersByTime(1_000);
      expect(clicks).toEqual(['Menu']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets held presses through when the page stops on an error', () => {
    document.querySelector('button')!.click();
    window.dispatchEvent(new ErrorEvent('error', { message: 'page-data failed' }));
    expect(clicks).toEqual(['Menu']);
  });

  it('lets held presses through when a script cannot load, so the page works as plain HTML', () => {
    document.querySelector('button')!.click();
    window.dispatchEvent(new Event('touchstart'));
    document.querySelector('script[src]')!.dispatchEvent(new Event('error'));
    expect(clicks).toEqual(['Menu']);
  });
});

describe('the boot script on a page that loads at once', () => {
  it('loads every script without waiting for the visitor', async () => {
    document.body.innerHTML = '';
    window.eval(`${boot}(${JSON.stringify(scripts)},true)`);
    expect([...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(scripts);
    document.documentElement.dataset.hydrated = 'true';
  });
});
