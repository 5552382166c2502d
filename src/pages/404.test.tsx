import { render, screen, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { mockStaticQueries } from '../../tests/fixtures/content.ts';
import NotFoundPage from './404.tsx';

describe('Not-found page', () => {
  beforeEach(mockStaticQueries);

  it('says the page was not found and links back home', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<NotFoundPage {...({ location: { pathname: '/nowhere/' } } as PageProps)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('leads on to the main sections, each page with its summary', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<NotFoundPage {...({ location: { pathname: '/nowhere/' } } as PageProps)} />);
    for (const title of ['Services', 'Products', 'Company']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const products = screen.getByRole('list', { name: 'Products' });
    expect(within(products).getByRole('link', { name: 'Gamma Product' })).toHaveAttribute('href', '/gamma/');
    expect(within(products).getByRole('link', { name: 'Gamma Product' })).toHaveAccessibleDescription(
      'A gamma that bridges',
    );
    expect(within(screen.getByRole('list', { name: 'Company' })).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/about/',
    );
  });

  it('logs the unknown path to the console', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<NotFoundPage {...({ location: { pathname: '/nowhere/' } } as PageProps)} />);
    expect(log).toHaveBeenCalledWith('404: no page at /nowhere/');
  });

  afterEach(() => jest.restoreAllMocks());
});
