import { render, screen } from '@testing-library/react';
import { FeaturedCase } from './FeaturedCase';

describe('FeaturedCase', () => {
  it('shows the case study in brief with its results as figures and a link to it', () => {
    render(
      <FeaturedCase
        label="On-Site Energy"
        title="On-site energy, under one control system"
        summary="A food manufacturer wanted its CHP, solar and battery to work together."
        results={[
          { value: '34%', label: 'less electricity imported' },
          { value: '18%', label: 'lower energy costs' },
          { value: '46', label: 'new sub-meters' },
        ]}
        link={{ label: 'Read the Case Study', to: '/case-study-onsite-energy/' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'On-site energy, under one control system' })).toBeVisible();
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['34%', '18%', '46']);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'less electricity imported',
      'lower energy costs',
      'new sub-meters',
    ]);
    expect(screen.getByRole('link', { name: 'Read the Case Study' })).toHaveAttribute(
      'href',
      '/case-study-onsite-energy/',
    );
  });

  it('reads as the summary, then the figures, then the link, so on a phone the button follows the proof', () => {
    render(
      <FeaturedCase
        label="On-Site Energy"
        title="One control system"
        summary="Summary."
        results={[{ value: '34%', label: 'less imported' }]}
        link={{ label: 'Read it', to: '/case/' }}
      />,
    );
    const order = (a: Node, b: Node) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(order(screen.getByText('Summary.'), screen.getByRole('definition'))).toBeTruthy();
    expect(order(screen.getByRole('definition'), screen.getByRole('link', { name: 'Read it' }))).toBeTruthy();
  });
});
