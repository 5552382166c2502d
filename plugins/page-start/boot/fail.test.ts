/**
 * @jest-environment node
 */
// In Node: esbuild, which compiles the boot script, does not run in jsdom (see test-page.ts).
import { attribute, timing } from '../contract.ts';
import { closePages, compileBoot, openPage } from './test-page.ts';

beforeAll(compileBoot);
afterEach(closePages);

describe('the boot script in the browser: a page that will not hydrate', () => {
  const failed = (page: ReturnType<typeof openPage>) =>
    page.document.documentElement.hasAttribute(attribute.scriptsFailed);

  it('takes its form without JavaScript when a script cannot load', async () => {
    const page = openPage({ now: true });
    await page.settle();
    expect(failed(page)).toBe(false);
    page.document.querySelector('script[src]')!.dispatchEvent(new page.window.Event('error'));
    expect(failed(page)).toBe(true);
  });

  it('takes its form without JavaScript when it has not hydrated a while after its scripts were asked for', () => {
    const page = openPage({ now: true, clock: true });
    page.timers!.tick(timing.startMs - 1);
    expect(failed(page)).toBe(false);
    page.timers!.tick(1);
    expect(failed(page)).toBe(true);
  });

  it('keeps its own form once it has hydrated, and takes it back if it hydrates after all', async () => {
    const page = openPage({ now: true, clock: true });
    page.window.dispatchEvent(new page.window.ErrorEvent('error', { message: 'an extension failed' }));
    expect(failed(page)).toBe(true);
    page.document.documentElement.setAttribute(attribute.hydrated, 'true');
    await page.timers!.tickAsync(0);
    expect(failed(page)).toBe(false);
    page.timers!.tick(timing.startMs);
    expect(failed(page)).toBe(false);
  });
});
