import type { ComponentProps } from 'react';
import { render, screen, within } from '@testing-library/react';
import { Bars } from './Bars.tsx';
import { Chart } from './Chart.tsx';
import { Lines } from './Lines.tsx';
import type { ChartData } from './series.ts';
import { mockStaticQueries } from '../../../../tests/fixtures/content.ts';

type Drawing = ChartData &
  Pick<ComponentProps<typeof Lines>, 'ticks' | 'band' | 'threshold'> & { shape: 'steps' | 'bars' };

/** The chart's frame with the plot its callers give it: stepped lines, or bars. */
function Drawn({ shape, ticks, band, threshold, lastRow = 'average', ...data }: Drawing & { lastRow?: string }) {
  const words = {
    caption: 'Demand on a weekday, before and after.',
    tableLabel: 'Show the figures',
    pointHeading: 'Hour',
  };
  return (
    <Chart
      {...words}
      {...data}
      lastRow={lastRow}
      bars={shape === 'bars'}
      plot={({ captionId, format }) =>
        shape === 'bars' ? (
          <Bars {...data} captionId={captionId} format={format} />
        ) : (
          <Lines {...data} ticks={ticks} band={band} threshold={threshold} shape="steps" captionId={captionId} />
        )
      }
    />
  );
}

const chart: Drawing & { caption: string } = {
  unit: 'kW',
  caption: 'Demand on a weekday, before and after.',
  points: ['Morning', 'Noon', 'Evening'],
  series: [
    { label: 'Before', values: [400, 480, 420] },
    { label: 'After', values: [300, 380, 320.5] },
  ],
  ticks: [
    { at: 0, label: 'Dawn' },
    { at: 1, label: 'Dusk' },
  ],
  shape: 'steps',
};

describe('Chart', () => {
  beforeEach(mockStaticQueries);

  it('is an image named by its caption, with a legend of its series', () => {
    render(<Drawn {...chart} />);
    expect(screen.getByRole('img', { name: chart.caption })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Before', 'After']);
  });

  it('labels its values from nought to a round top, under the unit, and its points with the ticks given', () => {
    render(<Drawn {...chart} />);
    // The chart's own labels: the table of figures stands outside the figure.
    const figure = within(screen.getByRole('figure'));
    for (const label of ['0', '100', '400', '500', 'kW', 'Dawn', 'Dusk'])
      expect(figure.getByText(label, { exact: true })).toBeVisible();
    expect(figure.queryByText('600', { exact: true })).not.toBeInTheDocument();
  });

  it('has the same figures in a table, each with the decimals of the most precise: a row a point, a column a series', () => {
    render(<Drawn {...chart} />);
    expect(screen.getByText('Show the figures').tagName).toBe('SUMMARY');
    // In a box of its own, which a keyboard can reach to scroll a table wider than a phone.
    const box = screen.getByRole('region', { name: 'Show the figures' });
    expect(box).toHaveAttribute('tabindex', '0');
    const table = within(box).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hour', 'Before (kW)', 'After (kW)', 'Change (kW)']);
    const cells = (row: HTMLElement) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      ['Morning', '400.0', '300.0', '-100.0 (-25%)'],
      ['Noon', '480.0', '380.0', '-100.0 (-21%)'],
      ['Evening', '420.0', '320.5', '-99.5 (-24%)'],
      // The average to a decimal more than the readings, and its change.
      ['Mean', '433.33', '333.50', '-99.83 (-23%)'],
    ]);
  });

  it('ends its table with each series’ total where the content asks for it, and a change only between two series', () => {
    const trips = [
      { label: 'Before', values: [0, 3, 1] },
      { label: 'After', values: [1, 0, 0] },
    ];
    const { rerender } = render(<Drawn {...chart} series={trips} lastRow="total" />);
    const rows = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent);
    // A change from nought has no share.
    expect(rows().slice(1)).toEqual(['Morning01+1', 'Noon30-3 (-100%)', 'Evening10-1 (-100%)', 'Sum41-3 (-75%)']);
    // A share under ten per cent to a tenth of one, so a small change does not read as none.
    const steady = [
      { label: 'Before', values: [1000, 1000, 1000] },
      { label: 'After', values: [995, 1000, 1040] },
    ];
    rerender(<Drawn {...chart} series={steady} lastRow="total" />);
    expect(rows().slice(1)).toEqual([
      'Morning1,000995-5 (-0.5%)',
      'Noon1,0001,0000 (0%)',
      'Evening1,0001,040+40 (+4%)',
      'Sum3,0003,035+35 (+1.2%)',
    ]);
    rerender(<Drawn {...chart} series={trips.slice(0, 1)} lastRow="total" />);
    expect(rows()).toEqual(['HourBefore (kW)', 'Morning0', 'Noon3', 'Evening1', 'Sum4']);
  });

  it('gives a change of a share in points of it, not in per cent', () => {
    render(<Drawn {...chart} unit="% of planned time" />);
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Change (% pts of planned time)');
  });

  it('labels a band and a threshold where there are, and reaches up to the threshold', () => {
    render(
      <Drawn
        {...chart}
        band={{ label: 'Red band', from: 0.5, to: 0.75 }}
        threshold={{ label: 'Import limit', value: 620 }}
      />,
    );
    const figure = within(screen.getByRole('figure'));
    expect(figure.getByText('Red band')).toBeVisible();
    expect(figure.getByText('Import limit')).toBeVisible();
    expect(figure.getByText('800', { exact: true })).toBeVisible();
  });

  it('has neither band nor threshold when there is none', () => {
    render(<Drawn {...chart} band={null} threshold={null} />);
    // eslint-disable-next-line testing-library/no-node-access -- SVG shapes have no role
    expect(screen.getByRole('figure').querySelectorAll('rect')).toHaveLength(0);
    expect(screen.getByRole('figure')).toHaveTextContent(/^BeforeAfterkW0100200300400500DawnDusk[^0-9]+$/);
  });

  it('sets a band’s label from the plot’s edge when the band reaches it, else under its middle', () => {
    const { rerender } = render(<Drawn {...chart} band={{ label: 'Night', from: 0, to: 0.2 }} />);
    expect(screen.getByText('Night')).toHaveStyle({ left: '0px' });
    rerender(<Drawn {...chart} band={{ label: 'Night', from: 0.9, to: 1 }} />);
    expect(screen.getByText('Night')).toHaveStyle({ left: '100%' });
    rerender(<Drawn {...chart} band={{ label: 'Night', from: 0.5, to: 0.7 }} />);
    expect(screen.getByText('Night')).toHaveStyle({ left: '60%' });
  });

  it('starts its value axis near the readings when all lie in the top third of it, so their difference shows', () => {
    const reliability = [
      { label: 'Before', values: [96.8, 97.4, 97.1] },
      { label: 'After', values: [99.1, 99.5, 99.3] },
    ];
    render(<Drawn {...chart} series={reliability} />);
    const figure = within(screen.getByRole('figure'));
    for (const label of ['96.5', '98', '99.5']) expect(figure.getByText(label, { exact: true })).toBeVisible();
    expect(figure.queryByText('0', { exact: true })).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- SVG shapes have no role
    const [before, after] = [...screen.getByRole('img').querySelectorAll('path')].map((path) => path.getAttribute('d'));
    expect(before).toBe('M0 90H333.33V70H666.67V80H1000');
    expect(after).toBe('M0 13.33H333.33V0H666.67V6.67H1000');
  });

  it('draws bars from nought, a row a point named in full, each bar with its figure', () => {
    render(<Drawn {...chart} shape="bars" />);
    const bars = within(screen.getByRole('img', { name: chart.caption }));
    for (const label of ['Morning', 'Noon', 'Evening', 'kW', '480.0', '320.5'])
      expect(bars.getByText(label, { exact: true })).toBeVisible();
    // eslint-disable-next-line testing-library/no-node-access -- SVG shapes have no role
    const widths = [...screen.getByRole('img').querySelectorAll('rect')].map((bar) => bar.getAttribute('width'));
    // Row by row, Before then After, the largest reading (480) the full width.
    expect(widths).toEqual(['833', '625', '1000', '792', '875', '668']);
    expect(screen.getByRole('figure')).not.toHaveTextContent('Dawn');
  });
});
