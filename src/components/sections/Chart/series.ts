import { color } from '../../../theme/tokens.ts';

/** A line of readings, one a point. */
interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface ChartProps {
  unit: string;
  /** Names the chart, and says what it shows. */
  caption: string;
  /** The words that open the table of figures, and the heading of its first column. */
  tableLabel: string;
  pointHeading: string;
  /** Each point's name, in order: the table's row headers. Every series has a reading a point. */
  points: readonly string[];
  series: readonly ChartSeries[];
  /** Labels under the plot, each at a share of its width (0 the left edge, 1 the right); `minor` ones not on phones. */
  ticks: readonly { at: number; label: string; minor?: boolean }[];
  /** A shaded span, from and to a share of the width. */
  band?: { label: string; from: number; to: number } | null;
  /** A level that matters, drawn across the plot and labelled at its right end. */
  threshold?: { label: string; value: number } | null;
  /**
   * `steps`: each reading holds for its share of the width (an average over a time); `lines`: points joined;
   * `bars`: each point a named row of bars from nought, one a series (categories, or counts).
   */
  shape: 'steps' | 'lines' | 'bars';
}

/** How each series is drawn, in order: the reference dashed and grey, the result solid in the accent. */
const lines = [
  { stroke: color.chartCompare, dash: '6 4' },
  { stroke: color.chartLine, dash: undefined },
  { stroke: color.ink, dash: '2 3' },
] as const;

/** With one series, it is the result. */
export const lineOf = (index: number, count: number) => lines[(count === 1 ? 1 : index) % lines.length]!;
