import { screen, waitFor } from '@testing-library/react';
import { startTransition, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { filesBlockId } from '../../boot/contract';
import { PagePart } from './PagePart';
import { restartTurns } from './turns';

type Part = ComponentType<{ children: ReactNode }>;

/** A part's server HTML, the same as PagePart renders on the server, where no part waits. */
const ServerPart: Part = ({ children }) => <Suspense fallback={null}>{children}</Suspense>;

/** A page of two parts, a button in the second; what each renders and commits is noted in `seen`. */
function page(Part: Part, seen: string[], onPress: () => void) {
  function Noted({ name, children }: { name: string; children?: ReactNode }) {
    seen.push(`render ${name}`);
    useEffect(() => void seen.push(`commit ${name}`), [name]);
    return <p>{children ?? name}</p>;
  }
  return (
    <>
      <Part>
        <Noted name="first" />
      </Part>
      <Part>
        <Noted name="second">
          <button type="button" onClick={onPress}>
            Press
          </button>
        </Noted>
      </Part>
    </>
  );
}

/**
 * The page's server HTML, hydrated as a built page is: its boot script's data block in place before the parts' code
 * runs (so they take turns), React's own scheduler rather than act(), which would hydrate everything at once.
 */
function hydratePage(onPress = () => {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(ServerPart, [], () => {}));
  document.body.append(container);
  const block = Object.assign(document.createElement('script'), { type: 'application/json', id: filesBlockId });
  document.head.append(block);
  restartTurns();
  const seen: string[] = [];
  startTransition(() => void hydrateRoot(container, page(PagePart, seen, onPress)));
  return seen;
}

describe('PagePart', () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('hydrates the parts one at a time, in the order of the page, each committed before the next renders', async () => {
    const seen = hydratePage();
    await waitFor(() => expect(seen).toContain('commit second'));
    expect(seen).toEqual(['render first', 'commit first', 'render second', 'commit second']);
  });

  it('lets a press on a part still waiting its turn hydrate that part at once, and acts on it', () => {
    const onPress = jest.fn();
    const seen = hydratePage(onPress);
    screen.getByRole('button', { name: 'Press' }).click();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(seen).toContain('render second');
  });
});
