import { render, screen, within } from '@testing-library/react';
import { mockStaticQueries } from '../../../../tests/fixtures/content.ts';
import { LoadProfile } from './LoadProfile.tsx';

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
  beforeEach(mockStaticQueries);

  it('labels the day every three hours, from 00:00 to 24:00, and shows its band', () => {
    render(<LoadProfile profile={profile} />);
    const chart = within(screen.getByRole('figure'));
    for (const label of ['00:00', '03:00', '12:00', '21:00', '24:00', 'Red band'])
      expect(chart.getByText(label, { exact: true })).toBeVisible();
    expect(chart.queryByText('01:30', { exact: true })).not.toBeInTheDocument();
  });

  it('has a row of figures a half-hour, named by the time it starts, then the day’s average', () => {
    render(<LoadProfile profile={profile} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Half-hour from');
    expect(rows.slice(1, -1)).toHaveLength(48);
    expect(rows[34]).toHaveTextContent('16:30433333-100 (-23%)');
    // Demand in kW: a sum over the day would mean nothing.
    expect(rows.at(-1)).toHaveTextContent('Mean423.5323.5-100.0 (-24%)');
  });

  it('leaves the band out when there is none', () => {
    render(<LoadProfile profile={{ ...profile, band: null }} />);
    expect(screen.queryByText('Red band')).not.toBeInTheDocument();
  });
});
