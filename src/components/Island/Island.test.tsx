import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { island } from './Island';

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

class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    nearViewport.push(() => this.callback([{ isIntersecting: true }]));
  }
  disconnect() {}
}

beforeEach(() => {
  nearViewport = [];
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true, writable: true });
});

/** An island around Button, and its server HTML as the server renders it. */
function setUp(load = jest.fn(() => Promise.resolve(Button))) {
  const Demo = island('demo', load);
  const container = document.createElement('div');
  container.innerHTML = '<div data-island="demo"><!--$--><button type="button">Open</button><!--/$--></div>';
  document.body.append(container);
  const onPress = jest.fn();
  const hydrate = () => act(() => void hydrateRoot(container, <Demo label="Open" onPress={onPress} />));
  const wrapper = () => container.querySelector<HTMLElement>('[data-island="demo"]');
  return { load, Demo, container, onPress, hydrate, wrapper };
}

describe('island', () => {
  afterEach(() => {
    document.body.innerHTML = '';
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

  it('loads when focus reaches it', async () => {
    const { load, hydrate, wrapper } = setUp();
    await hydrate();
    fireEvent.focusIn(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(wrapper()).toHaveAttribute('data-island-state', 'ready'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps focus that came before the page hydrated, even when hydration replaces the node', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const Link = ({ label }: Props) => <a href="#open">{label}</a>;
    const { hydrate, wrapper } = setUp(jest.fn(() => Promise.resolve(Link)));
    screen.getByRole('button', { name: 'Open' }).focus();
    await hydrate();
    act(() => nearViewport.forEach((enter) => enter()));
    await waitFor(() => expect(wrapper()).toHaveAttribute('data-island-state', 'ready'));
    expect(screen.getByRole('link', { name: 'Open' })).toHaveFocus();
    error.mockRestore();
  });

  it('makes a click that came before its code again once it works, exactly once', async () => {
    const { onPress, hydrate, wrapper } = setUp();
    await hydrate();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onPress).not.toHaveBeenCalled();
    await waitFor(() => expect(wrapper()).toHaveAttribute('data-island-state', 'ready'));
    expect(onPress).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('keeps the server HTML when its code cannot be loaded, and stops holding clicks', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { onPress, hydrate, wrapper } = setUp(jest.fn(() => Promise.reject(new Error('offline'))));
    await hydrate();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(wrapper()).toHaveAttribute('data-island-state', 'failed'));
    expect(screen.getByRole('button', { name: 'Open' })).toBeVisible();
    expect(onPress).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('demo'), expect.any(Error));
    error.mockRestore();
  });

  it('renders at once where there is no server HTML (a page reached by client-side navigation)', async () => {
    const { Demo, load, onPress } = setUp();
    render(<Demo label="Go" onPress={onPress} />);
    expect(await screen.findByRole('button', { name: 'Go' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
