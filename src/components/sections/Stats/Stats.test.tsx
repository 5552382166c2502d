import { render, screen } from '@testing-library/react';
import { Stats } from './Stats';

describe('Stats', () => {
  it('pairs each figure with its label as a term and its definition', () => {
    render(
      <Stats
        stats={[
          { value: '24+', label: 'Years of Experience' },
          { value: '50+ MW', label: 'Energy Controlled' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Years of Experience', 'Energy Controlled']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['24+', '50+ MW']);
  });
});
