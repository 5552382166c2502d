/**
 * @jest-environment node
 */
// In Node: esbuild, which compiles the boot script, does not run in jsdom (see test-page.ts).
import { closePages, compileBoot, openPage } from './test-page.ts';

beforeAll(compileBoot);
afterEach(closePages);

describe('the boot script in the browser: tabs before their code works', () => {
  it('shows a pressed tab’s panel at once, before React runs the tabs, then makes the press again for React', async () => {
    const page = openPage();
    const shown = () => [...page.document.querySelectorAll<HTMLElement>('[role="tabpanel"]:not([hidden])')];
    page.click(page.tab());
    expect(shown().map((panel) => panel.id)).toEqual(['panel-b']);
    expect(page.tab()).toHaveAttribute('aria-selected', 'true');
    expect(page.tab()).toHaveAttribute('tabindex', '0');
    expect(page.button('#tab-a')).toHaveAttribute('tabindex', '-1');
    expect(page.clicks).toEqual([]);
    await page.hydrated();
    expect(page.clicks).toEqual(['B']);
  });

  it('moves to and shows the next tab on an arrow key before React runs the tabs, wrapping round', () => {
    const page = openPage();
    const first = page.button('#tab-a');
    first.focus();
    page.key(first, { key: 'ArrowLeft' });
    expect(page.document.activeElement).toBe(page.tab());
    expect(page.document.getElementById('panel-b')).not.toHaveAttribute('hidden');
    expect(page.document.getElementById('panel-a')).toHaveAttribute('hidden');
  });

  it('keeps the tabs working when the page cannot hydrate: the boot script shows each pressed tab', async () => {
    const page = openPage({ now: true });
    await page.settle();
    page.document.querySelector('script[src]')!.dispatchEvent(new page.window.Event('error'));
    page.click(page.tab());
    expect(page.document.getElementById('panel-b')).not.toHaveAttribute('hidden');
    page.click(page.button('#tab-a'));
    expect(page.document.getElementById('panel-a')).not.toHaveAttribute('hidden');
    expect(page.document.getElementById('panel-b')).toHaveAttribute('hidden');
  });

  it('leaves tabs to React once it runs them', async () => {
    const page = openPage();
    await page.hydrated();
    page.click(page.tab());
    expect(page.clicks).toEqual(['B']);
    expect(page.document.getElementById('panel-b')).toHaveAttribute('hidden');
  });
});
