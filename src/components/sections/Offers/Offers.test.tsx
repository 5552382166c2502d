import { render, screen, within } from '@testing-library/react';
import { Offers } from './Offers.tsx';

const offer = {
  id: 'survey',
  name: 'Site Survey',
  action: 'Arrange a Site Survey',
  brief: '2 days on site',
  length: 'Two days on site',
  receives: 'A costed upgrade path',
  price: 'From £3,200',
  to: '/contact/survey/',
};
const words = {
  length: 'How long',
  receives: 'What you receive',
  price: 'Price',
  termsHeading: 'Terms of every first step',
  terms: [{ term: 'Prices exclude VAT.' }, { term: 'Travel in Britain is included.' }],
};

describe('Offers', () => {
  it('shows each offer as a card of its terms, with its one link to the form opened on it', () => {
    render(<Offers offers={[offer]} words={words} />);
    const card = within(screen.getAllByRole('listitem')[0]!);
    expect(card.getByRole('heading', { level: 3, name: offer.name })).toBeVisible();
    expect(card.getByText(offer.price)).toBeVisible();
    expect(card.getByRole('link', { name: offer.action })).toHaveAttribute('href', offer.to);
  });

  it('lists the terms every offer shares under their heading, after the cards', () => {
    render(<Offers offers={[offer]} words={words} />);
    const heading = screen.getByRole('heading', { level: 3, name: words.termsHeading });
    const list = screen.getAllByRole('list').at(-1)!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Prices exclude VAT.', 'Travel in Britain is included.']);
    expect(heading.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
