import { render, screen, within } from '@testing-library/react';
import { mockStaticQueries } from '../../../../tests/fixtures/content.ts';
import { TrendBars } from './TrendBars.tsx';

const causes = ['Changeovers', 'Minor stops', 'Breakdowns'];
const trend = {
  unit: '% of planned time',
  caption: 'Losses by cause, in the first month and in month twelve.',
  tableLabel: 'Show the figures',
  pointHeading: 'Cause',
  lastRow: 'total',
  kind: 'categories',
  points: causes,
  threshold: null,
  band: null,
  series: [
    { label: 'First month', values: [12.5, 8, 4.1] },
    { label: 'Month twelve', values: [8.9, 5, 2.3] },
  ],
};

describe('TrendBars', () => {
  beforeEach(mockStaticQueries);

  it('draws every point as a named row of bars, each with its figure, and no line', () => {
    render(<TrendBars trend={trend} />);
    const bars = within(screen.getByRole('img', { name: trend.caption }));
    for (const label of [...causes, '12.5', '2.3', trend.unit])
      expect(bars.getByText(label, { exact: true })).toBeVisible();
    // eslint-disable-next-line testing-library/no-node-access -- SVG shapes have no role
    expect(screen.getByRole('figure').querySelectorAll('path')).toHaveLength(0);
  });

  it('draws the reference series hollow and the result solid, in the legend too', () => {
    render(<TrendBars trend={trend} />);
    // eslint-disable-next-line testing-library/no-node-access -- SVG shapes have no role
    const fills = [...screen.getByRole('figure').querySelectorAll('rect')].map((bar) => bar.getAttribute('fill'));
    // The legend's two samples, then a row a point, the reference's bar first.
    expect(fills.filter((fill) => fill === 'none')).toHaveLength(1 + causes.length);
    expect(fills.filter((fill) => fill !== 'none')).toHaveLength(1 + causes.length);
    expect(fills[0]).toBe('none');
  });
});
