import type { ReactNode } from 'react';
import { color } from '../../../theme/tokens.ts';

/** A line of readings, one a point. */
interface ChartSeries {
  label: string;
  values: readonly number[];
}

/** What the chart's plot is drawn from: a series a line or bar, each with a reading a point. */
export interface ChartData {
  unit: string;
  /** Each point's name, in order: the table's row headers. Every series has a reading a point. */
  points: readonly string[];
  series: readonly ChartSeries[];
}

export interface ChartProps extends ChartData {
  /** Names the chart, and says what it shows. */
  caption: string;
  /** The words that open the table of figures, and the heading of its first column. */
  tableLabel: string;
  pointHeading: string;
  /** What the table's last row gives: each series' total (MWh in a year, trips) or its average (minutes, %, kW). */
  lastRow: string;
  /** Series drawn as bars (Bars.tsx) rather than lines (Lines.tsx): the legend shows bars. */
  bars?: boolean;
  /** The plot (Lines or Bars), named by the caption's id, writing readings as the table does. */
  plot: (named: { captionId: string; format: (value: number) => string }) => ReactNode;
}

/** Whether a chart of this `kind` is drawn as bars: categories and counts; time (the default) is drawn as lines. */
export const drawnAsBars = (kind: string | null | undefined) => kind === 'categories' || kind === 'counts';

/** How each series is drawn, in order: the reference dashed and grey, the result solid in the accent. */
const lines = [
  { stroke: color.chartCompare, dash: '6 4' },
  { stroke: color.chartLine, dash: undefined },
  { stroke: color.ink, dash: '2 3' },
] as const;

/** With one series, it is the result. */
export const lineOf = (index: number, count: number) => lines[(count === 1 ? 1 : index) % lines.length]!;

/**
 * How a series' bar is drawn: a series whose line is dashed is a hollow bar outlined in its colour, the result a
 * solid bar, so the two differ in shape as well as colour (grey and teal are close in lightness).
 */
export function barOf(index: number, count: number) {
  const { stroke, dash } = lineOf(index, count);
  return dash ? { fill: 'none', stroke, strokeWidth: 2 } : { fill: stroke };
}
