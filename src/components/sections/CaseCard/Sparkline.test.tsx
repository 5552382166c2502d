/* eslint-disable testing-library/no-node-access -- SVG shapes have no role */
import { render } from '@testing-library/react';
import { Sparkline } from './Sparkline.tsx';

const series = [{ values: [40, 50, 60] }, { values: [20, 30, 20] }];

describe('Sparkline', () => {
  it('draws a chart over time as two lines on the chart’s own value axis', () => {
    const { container } = render(<Sparkline series={series} />);
    const svg = container.querySelector('svg')!;
    // Beside a figure that says the same in words: hidden from screen readers.
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const [before, after] = [...svg.querySelectorAll('path')];
    // From nought at the foot to 60 at the top, as the chart's axis runs: its readings are not all in its top third.
    expect(before).toHaveAttribute('d', 'M0 33.33L500 16.67L1000 0');
    expect(before).toHaveAttribute('stroke-dasharray');
    expect(after).toHaveAttribute('d', 'M0 66.67L500 50L1000 66.67');
    expect(after).not.toHaveAttribute('stroke-dasharray');
  });

  it('draws categories and counts as pairs of bars from nought, the reference hollow', () => {
    for (const kind of ['categories', 'counts']) {
      const { container, unmount } = render(<Sparkline kind={kind} series={series} />);
      const bars = [...container.querySelectorAll('rect')];
      expect(bars).toHaveLength(6);
      expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual(Array(3).fill(['none', 'var(--result)']).flat());
      // The largest reading the full height, a third of it a third.
      expect(bars.map((bar) => Number(bar.getAttribute('height')).toFixed(1))).toEqual([
        '66.7',
        '33.3',
        '83.3',
        '50.0',
        '100.0',
        '33.3',
      ]);
      expect(container.querySelector('path')).toBeNull();
      unmount();
    }
  });

  it('draws nothing for a chart of one series, which has nothing to compare', () => {
    const { container } = render(<Sparkline series={series.slice(0, 1)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
