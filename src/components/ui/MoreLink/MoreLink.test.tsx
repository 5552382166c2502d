import { render, screen } from '@testing-library/react';
import { MoreLink } from './MoreLink.tsx';

describe('MoreLink', () => {
  it('adds where it goes to the accessible name, keeping the visible label first', () => {
    render(<MoreLink to="/energy-management/" label="Learn more" context="Energy Management" />);
    const link = screen.getByRole('link', { name: 'Learn more, Energy Management' });
    expect(link).toHaveAttribute('href', '/energy-management/');
    // In the text too, not only the aria-label, so crawlers and Lighthouse see a descriptive link.
    expect(link).toHaveTextContent('Learn more, Energy Management');
  });
});
