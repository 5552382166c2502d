import { render, screen, within } from '@testing-library/react';
import { mockStaticQueries } from '../../../../tests/fixtures/content.ts';
import { Trend } from './Trend.tsx';

const points = Array.from({ length: 25 }, (_, index) => `Week ${index + 1}`);
const trend = {
  unit: '%',
  caption: 'A forecast’s error, week by week.',
  tableLabel: 'Show the figures',
  pointHeading: 'Week',
  lastRow: 'average',
  kind: null,
  points,
  threshold: { label: 'Alert level', value: 8 },
  band: { label: 'Retrained', start: 'Week 15', end: 'Week 15' },
  series: [{ label: 'Error', values: points.map((_, index) => 4 + (index % 5)) }],
};

describe('Trend', () => {
  beforeEach(mockStaticQueries);

  it('labels every sixth point, from the first to the last, and its threshold and band', () => {
    render(<Trend trend={trend} />);
    const chart = within(screen.getByRole('figure'));
    for (const label of ['Week 1', 'Week 7', 'Week 19', 'Week 25', 'Alert level', 'Retrained'])
      expect(chart.getByText(label, { exact: true })).toBeVisible();
    expect(chart.queryByText('Week 5', { exact: true })).not.toBeInTheDocument();
  });

  it('shades its band half a point either side of the points it covers', () => {
    render(<Trend trend={trend} />);
    // eslint-disable-next-line testing-library/no-node-access -- SVG shapes have no role
    const band = screen.getByRole('img').querySelector('rect')!;
    expect(Number(band.getAttribute('x'))).toBeCloseTo((13.5 / 24) * 1000);
    expect(Number(band.getAttribute('width'))).toBeCloseTo((1 / 24) * 1000);
  });

  it('has a row of figures a point, then their average', () => {
    render(<Trend trend={trend} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // eslint-disable-next-line testing-library/no-node-access -- a row's first cell, whatever its role
    expect(rows.map((row) => row.firstChild!.textContent)).toEqual(['Week', ...points, 'Mean']);
  });
});
