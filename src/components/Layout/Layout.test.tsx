import { render, screen, waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mockStaticQueries } from '../../../tests/fixtures/content.ts';
import * as header from '../Header/Header.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { Layout } from './Layout.tsx';

function Broken(): JSX.Element {
  throw new Error('render failed');
}

describe('Layout', () => {
  beforeEach(mockStaticQueries);
  afterEach(() => jest.restoreAllMocks());

  it('starts with a skip link to the main content', () => {
    render(
      <Layout pathname="/">
        <p>Page</p>
      </Layout>,
    );
    const skip = screen.getAllByRole('link')[0];
    expect(skip).toHaveAccessibleName('Skip to content');
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('wraps the page in header, main and footer landmarks', () => {
    render(
      <Layout pathname="/">
        <p>Page</p>
      </Layout>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps header and footer and shows the error message when a page throws', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Layout pathname="/">
        <Broken />
      </Layout>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('hydrates the header and each section as parts of their own: a press hydrates its part alone, at once', async () => {
    const headerRenders = jest.spyOn(header, 'Header');
    const sectionRenders = jest.fn();
    function Content() {
      sectionRenders();
      return <button type="button">Inside</button>;
    }
    const page = (
      <Layout pathname="/">
        <Section id="first" intro={{ heading: 'First', eyebrow: null, intro: null }}>
          <Content />
        </Section>
      </Layout>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    headerRenders.mockClear();
    sectionRenders.mockClear();
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      startTransition(() => void hydrateRoot(container, page));
      // eslint-disable-next-line testing-library/no-node-access -- a click with no pointer behind it, as a screen reader makes one
      screen.getByRole('button', { name: 'Inside' }).click();
      expect(sectionRenders).toHaveBeenCalled();
      expect(headerRenders).not.toHaveBeenCalled();
      await waitFor(() => expect(headerRenders).toHaveBeenCalled());
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
      container.remove();
    }
  });
});
