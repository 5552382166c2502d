import { render, screen, within } from '@testing-library/react';
import { LoadProfile } from './LoadProfile';

const day = (kw: number) => Array.from({ length: 48 }, (_, index) => kw + index);
const profile = {
  unit: 'kW',
  caption: 'Demand on a weekday, before and after.',
  tableLabel: 'Show the figures',
  timeHeading: 'Half-hour from',
  band: { label: 'Red band', start: '16:00', end: '19:00' },
  series: [
    { label: 'Before', values: day(400) },
    { label: 'After', values: day(300) },
  ],
};

describe('LoadProfile', () => {
  it('is a chart named by its caption, with a legend of its series', () => {
    render(<LoadProfile profile={profile} />);
    expect(screen.getByRole('img', { name: profile.caption })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Before', 'After']);
    expect(screen.getAllByText('Red band')).toHaveLength(1);
  });

  it('labels its value axis from nought to a round top, under the unit, and its time axis every three hours', () => {
    render(<LoadProfile profile={profile} />);
    // The chart's own labels: the table of figures stands outside the figure.
    const chart = within(screen.getByRole('figure'));
    for (const label of ['0', '100', '400', '500', 'kW', '00:00', '03:00', '12:00', '24:00'])
      expect(chart.getByText(label, { exact: true })).toBeVisible();
    expect(chart.queryByText('600', { exact: true })).not.toBeInTheDocument();
  });

  it('has the same figures in a table: a row a half-hour, a column a series', () => {
    render(<LoadProfile profile={profile} />);
    expect(screen.getByText('Show the figures').tagName).toBe('SUMMARY');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Half-hour from', 'Before (kW)', 'After (kW)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(48);
    expect(rows[33]).toHaveTextContent('16:30433333');
  });

  it('leaves the band out when there is none', () => {
    render(<LoadProfile profile={{ ...profile, band: null }} />);
    expect(screen.queryByText('Red band')).not.toBeInTheDocument();
  });
});
