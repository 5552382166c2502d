/**
 * @jest-environment node
 */
// In Node: esbuild, which compiles the boot script, does not run in jsdom (see test-page.ts).
import { attribute, timing } from '../contract.ts';
import { closePages, compileBoot, files, openPage } from './test-page.ts';

beforeAll(compileBoot);
afterEach(closePages);

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
    await page.shown('largest-contentful-paint', { element: page.document.getElementById('page')!, size: 60_000 });
    expect(page.loaded()).toEqual([]);
    await page.shown('largest-contentful-paint', { element: page.hero() });
    expect(page.loaded()).toEqual(first);
  });

  it('where a paint larger than the hero image has been reported, starts once the image has loaded', async () => {
    const page = openPage({ hero: true, paintTiming: true });
    await page.shown('largest-contentful-paint', { element: page.document.getElementById('page')!, size: 120_000 });
    expect(page.loaded()).toEqual([]);
    page.hero().dispatchEvent(new page.window.Event('load'));
    await page.painted();
    expect(page.loaded()).toEqual(first);
  });

  it('where the hero image is below the first screen, starts once it has loaded, as it will never be the largest paint', async () => {
    const page = openPage({ hero: true, paintTiming: true });
    page.hero().getBoundingClientRect = () => ({ top: 900, bottom: 1200, left: 0, right: 300 }) as DOMRect;
    page.hero().dispatchEvent(new page.window.Event('load'));
    await page.painted();
    expect(page.loaded()).toEqual(first);
  });

  it('gives up waiting a second after a hero image has loaded that is never reported', () => {
    const page = openPage({ hero: true, paintTiming: true, clock: true });
    page.hero().dispatchEvent(new page.window.Event('load'));
    page.timers!.tick(timing.heroWaitMs - 1);
    expect(page.loaded()).toEqual([]);
    page.timers!.tick(1);
    expect(page.loaded()).toEqual(first);
  });

  it('leaves the code of islands below the first screen, and of those awaiting a touch, to the islands themselves, and lists the others', async () => {
    const page = openPage();
    await page.painted();
    expect(page.loaded()).not.toContain('/island-far-6.js');
    expect(page.loaded()).not.toContain('/island-form-9.js');
    expect(page.document.documentElement).toHaveAttribute(attribute.earlyIslands, 'near sheet');
  });

  it('starts at once on a touch, key or click before the first paint, and only once', async () => {
    const page = openPage();
    page.window.dispatchEvent(new page.window.Event('touchstart'));
    await page.settle();
    expect(page.loaded()).toEqual(first);
    await page.painted();
    expect(page.loaded()).toEqual(first);
  });

  it('asks for nothing while the page is still arriving, though it hears presses from the first', async () => {
    const page = openPage({ now: true, parsing: true });
    page.click(page.tab());
    await page.settle();
    expect(page.loaded()).toEqual([]);
    expect(page.document.getElementById('panel-b')).not.toHaveAttribute('hidden');
    await page.parsed();
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
