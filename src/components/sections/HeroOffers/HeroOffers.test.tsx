import { render, screen, within } from '@testing-library/react';
import { HeroOffers } from './HeroOffers.tsx';

const offers = [
  {
    id: 'workshop',
    action: 'Book a Discovery Workshop',
    brief: '1 day on site',
    price: 'From £2,400',
    to: '/contact/workshop/',
  },
  {
    id: 'survey',
    action: 'Arrange a Site Survey',
    brief: '2 days on site',
    price: 'From £3,200',
    to: '/contact/survey/',
  },
];

describe('HeroOffers', () => {
  it('lists each offer in brief under its heading: its action as a link to the form opened on it, then its terms', () => {
    render(<HeroOffers heading="Or start with a first step" offers={offers} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Or start with a first step' })).toBeInTheDocument();
    const [first] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Book a Discovery Workshop1 day on site · From £2,400');
    const link = within(first!).getByRole('link', { name: 'Book a Discovery Workshop' });
    expect(link).toHaveAttribute('href', '/contact/workshop/');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('marks the offer the page is opened on as the current page, and no other', () => {
    render(<HeroOffers heading="First steps" offers={offers} current="survey" />);
    expect(screen.getByRole('link', { name: 'Arrange a Site Survey' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Book a Discovery Workshop' })).not.toHaveAttribute('aria-current');
  });
});
