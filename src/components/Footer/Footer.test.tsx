import { render, screen, within } from '@testing-library/react';
import { footer, site } from '../../../tests/fixtures/content.ts';
import { Footer } from './Footer.tsx';

describe('Footer', () => {
  it('lists each link group as its own navigation landmark', () => {
    render(<Footer site={site} navigation={footer} />);
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const services = screen.getByRole('navigation', { name: 'Services' });
    expect(within(services).getByRole('link', { name: 'Alpha Service' })).toHaveAttribute('href', '/alpha/');
  });

  it('gives the company’s email, phone and address', () => {
    render(<Footer site={site} navigation={footer} />);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByText(/2 Test Road/)).toBeInTheDocument();
  });

  it('opens social links in a new tab safely and says so to screen readers', () => {
    render(<Footer site={site} navigation={footer} />);
    for (const social of site.social) {
      const link = screen.getByRole('link', { name: `${social.label} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', social.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('shows the copyright line with the year it is rendered in', () => {
    jest.useFakeTimers({ now: new Date('2031-03-01T12:00:00Z') });
    try {
      render(<Footer site={site} navigation={footer} />);
      expect(screen.getByText('© 2031 Test Works Ltd. All rights reserved.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
