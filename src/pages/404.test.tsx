import { render, screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { mockStaticQueries } from '../../tests/fixtures/content';
import NotFoundPage from './404';

describe('Not-found page', () => {
  beforeEach(mockStaticQueries);

  it('says the page was not found and links back home', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<NotFoundPage {...({ location: { pathname: '/nowhere/' } } as PageProps)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('logs the unknown path to the console', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<NotFoundPage {...({ location: { pathname: '/nowhere/' } } as PageProps)} />);
    expect(log).toHaveBeenCalledWith('404: no page at /nowhere/');
  });

  afterEach(() => jest.restoreAllMocks());
});
