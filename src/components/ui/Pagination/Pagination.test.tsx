import { render, screen } from '@testing-library/react';
import { Pagination } from './Pagination.tsx';

const words = { label: 'Pages of case studies', previous: 'Previous', next: 'Next', page: 'Page {page} of {pages}' };

describe('Pagination', () => {
  it('says where the visitor is, and leads to the pages before and after, at the listing', () => {
    render(<Pagination base="/case-studies/water/" page={2} pages={3} words={words} anchor="listing" />);
    const nav = screen.getByRole('navigation', { name: words.label });
    expect(nav).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/case-studies/water/#listing');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/case-studies/water/3/#listing');
  });

  it('has no link before the first page or after the last', () => {
    render(<Pagination base="/case-studies/" page={1} pages={2} words={words} anchor="listing" />);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/case-studies/2/#listing');
  });

  it('is left out where the listing has one page', () => {
    render(<Pagination base="/case-studies/" page={1} pages={1} words={words} anchor="listing" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
