import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { awaits, filesBlockId } from './contract.ts';
import { island } from './island.tsx';

interface Props {
  label: string;
  onPress: () => void;
}

function Button({ label, onPress }: Props) {
  return (
    <button type="button" onClick={onPress}>
      {label}
    </button>
  );
}

let nearViewport: (() => void)[] = [];
let whenIdle: (() => void)[] = [];

class FakeIntersectionObserver {
  private readonly callback: (entries: { isIntersecting: boolean }[]) => void;
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    this.callback = callback;
  }
  observe() {
    nearViewport.push(() => this.callback([{ isIntersecting: true }]));
  }
  disconnect() {}
}

beforeEach(() => {
  nearViewport = [];
  whenIdle = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeIntersectionObserver,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(window, 'requestIdleCallback', {
    value: (callback: () => void) => whenIdle.push(callback),
    configurable: true,
  });
  Object.defineProperty(window, 'cancelIdleCallback', { value: () => {}, configurable: true });
});

/**
 * An island around Button, and its server HTML as the server renders it, in place before the island's module runs,
 * as in the browser; `early` lists it as the boot script lists an island whose code it fetched with the page's.
 */
function setUp(load = jest.fn(() => Promise.resolve(Button)), { early = false, touch = false } = {}) {
  const container = document.createElement('div');
  const awaiting = touch ? ' data-island-awaits="touch"' : '';
  container.innerHTML = `<div data-island="demo" data-island-state="waiting"${awaiting}><!--$--><button type="button">Open</button><!--/$--></div>`;
  document.documentElement.dataset.earlyIslands = early ? 'other demo' : '';
  document.body.append(container);
  const Demo = island('demo', load, touch ? awaits.touch : awaits.approach);
  const onPress = jest.fn();
  /** Hydrates the server HTML; then what that set off in microtasks runs too, inside act, before the test goes on. */
  const hydrate = async () => {
    act(() => void hydrateRoot(container, <Demo label="Open" onPress={onPress} />));
    await act(() => Promise.resolve());
  };
  // eslint-disable-next-line testing-library/no-node-access -- the island's wrapper has only its data attribute to find it by
  const wrapper = () => container.querySelector<HTMLElement>('[data-island="demo"]');
  return { load, Demo, container, onPress, hydrate, wrapper };
}

describe('island', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('says in its server HTML that it is waiting, so presses on it wait from the first moment', () => {
    const Demo = island('demo', () => Promise.resolve(Button));
    expect(renderToString(<Demo label="Open" onPress={() => {}} />)).toMatch(
      /^<div data-island="demo" data-island-state="waiting">/,
    );
  });

  it('keeps the server HTML and loads nothing until the island comes near the viewport', async () => {
    const { load, hydrate, wrapper } = setUp();
    await hydrate();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Open' })).toBeVisible();
    expect(wrapper()).toHaveAttribute('data-island-state', 'waiting');
    act(() => nearViewport.forEach((enter) => enter()));
    await waitFor(() => expect(wrapper()).toHaveAttribute('data-island-state', 'ready'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once the browser is idle, while the visitor is nowhere near it', async () => {
    const { load, hydrate, wrapper } = setUp();
    await hydrate();
    act(() => whenIdle.forEach((idle) => idle()));
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(load).not.toHaveBeenCalled();
    expect(wrapper()).toHaveAttribute('data-island-state', 'waiting');
  });

  it('loads when a pointer or focus reaches it, and then works', async () => {
    const { load, onPress, hydrate, wrapper } = setUp();
    await hydrate();
    fireEvent.focusIn(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(wrapper()).toHaveAttribute('data-island-state', 'ready'));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when focus was put in it before the page hydrated', async () => {
    const { load, hydrate, wrapper } = setUp();
    screen.getByRole('button', { name: 'Open' }).focus();
    await hydrate();
    await waitFor(() => expect(wrapper()).toHaveAttribute('data-island-state', 'ready'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when a pointer came over it before the page hydrated', async () => {
    const { load, hydrate, wrapper } = setUp(undefined, { touch: true });
    jest.spyOn(wrapper()!, 'matches').mockImplementation((selector) => selector === ':hover');
    await hydrate();
    await waitFor(() => expect(wrapper()).toHaveAttribute('data-island-state', 'ready'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates with the page, without first waiting for its code, when the boot script fetched it with the page’s', async () => {
    const { load, onPress, Demo, container, wrapper } = setUp(undefined, { early: true });
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve());
    // No waiting after hydrating: the click works at once only if React did not have to wait for the island's code.
    act(() => void hydrateRoot(container, <Demo label="Open" onPress={onPress} />));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(wrapper()).toHaveAttribute('data-island-state', 'ready'));
  });

  it('keeps the server HTML when its code cannot be loaded, and says so', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { onPress, hydrate, wrapper } = setUp(jest.fn(() => Promise.reject(new Error('offline'))));
    await hydrate();
    act(() => nearViewport.forEach((enter) => enter()));
    await waitFor(() => expect(wrapper()).toHaveAttribute('data-island-state', 'failed'));
    expect(screen.getByRole('button', { name: 'Open' })).toBeVisible();
    expect(onPress).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('demo'), expect.any(Error));
    error.mockRestore();
  });

  describe('awaiting a touch', () => {
    const prefetched = () =>
      // eslint-disable-next-line testing-library/no-node-access -- prefetch links in <head> have no role
      [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
    beforeEach(() => {
      document.head.innerHTML = `<script type="application/json" id="${filesBlockId}">{"islands":{"demo":["/island-demo-1.js"]}}</script>`;
    });
    afterEach(() => {
      document.head.innerHTML = '';
    });

    it('says so in its server HTML, where the boot script reads it', () => {
      const Demo = island('demo', () => Promise.resolve(Button), awaits.touch);
      expect(renderToString(<Demo label="Open" onPress={() => {}} />)).toContain('data-island-awaits="touch"');
    });

    it('only fetches its code, unrun, as the visitor nears it', async () => {
      const { load, hydrate, wrapper } = setUp(undefined, { touch: true });
      await hydrate();
      act(() => nearViewport.forEach((enter) => enter()));
      await act(() => new Promise((resolve) => setTimeout(resolve)));
      expect(prefetched()).toEqual(['/island-demo-1.js']);
      expect(load).not.toHaveBeenCalled();
      expect(wrapper()).toHaveAttribute('data-island-state', 'waiting');
    });

    it('runs its code once a pointer reaches it, and then works', async () => {
      const { load, onPress, hydrate, wrapper } = setUp(undefined, { touch: true });
      await hydrate();
      fireEvent.pointerOver(screen.getByRole('button', { name: 'Open' }));
      await waitFor(() => expect(wrapper()).toHaveAttribute('data-island-state', 'ready'));
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(onPress).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  it('renders at once where there is no server HTML (a page reached by client-side navigation)', async () => {
    const { Demo, load, onPress } = setUp();
    render(<Demo label="Go" onPress={onPress} />);
    expect(await screen.findByRole('button', { name: 'Go' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
