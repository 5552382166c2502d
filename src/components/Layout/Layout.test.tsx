import { render, screen } from '@testing-library/react';
import { mockStaticQueries } from '../../../tests/fixtures/content';
import { Layout } from './Layout';

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
});
