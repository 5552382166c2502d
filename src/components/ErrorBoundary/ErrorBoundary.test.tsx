import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary.tsx';

function Broken(): JSX.Element {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of a page that throws while rendering', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={<p>Unexpected Application Error!</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Page failed to render:', expect.any(Error), expect.any(String));
    log.mockRestore();
  });

  it('renders the page when nothing throws', () => {
    render(
      <ErrorBoundary fallback={<p>Unexpected Application Error!</p>}>
        <p>Page content</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
