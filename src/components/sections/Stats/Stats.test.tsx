import { render, screen } from '@testing-library/react';
import { Stats } from './Stats.tsx';

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

  it('adds each figure’s line of detail where the page asks for it, and leaves it out elsewhere', () => {
    const stats = [{ value: '24+', label: 'Years of Experience', detail: 'Since the first PLC on a line.' }];
    const { rerender } = render(<Stats stats={stats} />);
    expect(screen.queryByText('Since the first PLC on a line.')).not.toBeInTheDocument();
    rerender(<Stats stats={stats} details />);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '24+',
      'Since the first PLC on a line.',
    ]);
  });
});
