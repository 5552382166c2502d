import { render, screen } from '@testing-library/react';
import { CompanyFacts } from './CompanyFacts.tsx';

describe('CompanyFacts', () => {
  it('gives each fact its term and its value, in order', () => {
    const facts = [
      { label: 'Company number', value: '12345678' },
      { label: 'Trading since', value: '2016' },
    ];
    render(<CompanyFacts facts={facts} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Company number', 'Trading since']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['12345678', '2016']);
  });
});
