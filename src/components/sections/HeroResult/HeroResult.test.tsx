import { render, screen } from '@testing-library/react';
import { smallChart as chart } from '../../../../tests/fixtures/content.ts';
import { HeroResult } from './HeroResult.tsx';

const result = { value: '34%', label: 'less electricity imported' };

describe('HeroResult', () => {
  it('shows the headline figure and the chart in small, for the eye only: the article has both for everyone', () => {
    render(<HeroResult result={result} chart={chart} />);
    const figure = screen.getByText('34%');
    // eslint-disable-next-line testing-library/no-node-access -- the panel has no role: it is hidden from them
    const panel = figure.closest('[aria-hidden="true"]')!;
    expect(panel).toHaveTextContent('34% less electricity imported');
    // eslint-disable-next-line testing-library/no-node-access -- SVG shapes have no role
    expect(panel.querySelectorAll('svg path')).toHaveLength(2);
    // Named, with its two series, so the figure and the chart are not read as one measure.
    expect(panel).toHaveTextContent('Visits a monthBeforeAfter');
  });

  it('shows the figure alone for a case study without a chart', () => {
    const { container } = render(<HeroResult result={result} chart={null} />);
    expect(screen.getByText('34%')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- SVG has no role
    expect(container.querySelector('svg')).toBeNull();
  });
});
