import { useId } from 'react';
import { siteLocale } from '../../../lib/locale.ts';
import { color } from '../../../theme/tokens.ts';
import {
  Area,
  BandLabel,
  Card,
  Details,
  Figure,
  Legend,
  Plot,
  Table,
  ThresholdLabel,
  Ticks,
  Unit,
  Values,
} from './Chart.styles.ts';
import { heightOf, linePath, niceScale, plotWidth, stepPath } from './scale.ts';

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
  /** `steps`: each reading holds for its share of the width (an average over a time); `lines`: points joined. */
  shape: 'steps' | 'lines';
}

/** How each series is drawn, in order: the reference dashed and grey, the result solid in the accent. */
const lines = [
  { stroke: color.chartCompare, dash: '6 4' },
  { stroke: color.chartLine, dash: undefined },
  { stroke: color.ink, dash: '2 3' },
] as const;

/** How a label at the plot's left or right edge is moved: to start or end there. */
const edges: Record<number, string> = { 0: '0', 1: '-100%' };

/** A share of the plot's width or height, as CSS. */
const percent = (share: number) => `${share * 100}%`;

/** Where a band's label goes: under its middle, or from or to the plot's edge when the band reaches it. */
const bandLabelAt = ({ from, to }: { from: number; to: number }) =>
  from <= 0
    ? { left: 0, translate: '0' }
    : to >= 1
      ? { left: percent(1), translate: '-100%' }
      : { left: percent((from + to) / 2) };

/** With one series, it is the result. */
const lineOf = (index: number, count: number) => lines[(count === 1 ? 1 : index) % lines.length]!;

/** A short sample of a series' line, for the legend. */
function Swatch({ line }: { line: (typeof lines)[number] }) {
  return (
    <svg viewBox="0 0 32 8" aria-hidden="true" focusable="false">
      <line x1="0" y1="4" x2="32" y2="4" stroke={line.stroke} strokeWidth="3" strokeDasharray={line.dash} />
    </svg>
  );
}

/**
 * Readings drawn from content in a card: a legend of the series, each series a line (stepped or joined), a shaded
 * band and a threshold where there are, the values' and points' labels in the page's typeface beside and under the
 * plot. The chart is an image named by its caption; the same figures are in a table under it, closed until asked for.
 */
export function Chart({
  unit,
  caption,
  tableLabel,
  pointHeading,
  points,
  series,
  ticks,
  band,
  threshold,
  shape,
}: ChartProps) {
  const captionId = useId();
  const { top, step } = niceScale(Math.max(...series.flatMap((line) => line.values), threshold?.value ?? 0));
  const levels = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  // Every figure with as many decimals as the most precise one: 4.0 beside 4.2, not 4.
  const decimals = Math.max(
    ...series.flatMap((line) => line.values.map((value) => `${value}`.split('.')[1]?.length ?? 0)),
  );
  const number = new Intl.NumberFormat(siteLocale);
  const figure = new Intl.NumberFormat(siteLocale, { minimumFractionDigits: decimals });
  const path = shape === 'steps' ? stepPath : linePath;
  const rule = (value: number, stroke: string, dash?: string) => (
    <line
      key={value}
      x1="0"
      x2={plotWidth}
      y1={heightOf(value, top)}
      y2={heightOf(value, top)}
      stroke={stroke}
      strokeWidth={dash ? 2 : 1}
      strokeDasharray={dash}
    />
  );
  return (
    <Card>
      <Figure>
        <Legend>
          {series.map((line, index) => (
            <li key={index}>
              <Swatch line={lineOf(index, series.length)} />
              {line.label}
            </li>
          ))}
        </Legend>
        <Plot>
          <Unit aria-hidden="true">{unit}</Unit>
          <Values
            aria-hidden="true"
            style={{ minWidth: `${Math.max(...levels.map((level) => number.format(level).length))}ch` }}
          >
            {levels.map((level) => (
              <span key={level} style={{ bottom: percent(level / top) }}>
                {number.format(level)}
              </span>
            ))}
          </Values>
          <Area>
            <svg viewBox={`0 0 ${plotWidth} 100`} preserveAspectRatio="none" role="img" aria-labelledby={captionId}>
              {band && (
                <rect
                  x={band.from * plotWidth}
                  width={(band.to - band.from) * plotWidth}
                  y="0"
                  height="100"
                  fill={color.chartBand}
                />
              )}
              {levels.map((level) => rule(level, color.border))}
              {threshold && rule(threshold.value, color.chartAlert, '8 5')}
              {series.map((line, index) => {
                const { stroke, dash } = lineOf(index, series.length);
                return (
                  <path
                    key={index}
                    d={path(line.values, top)}
                    stroke={stroke}
                    strokeWidth="2.5"
                    strokeDasharray={dash}
                    strokeLinejoin="round"
                  />
                );
              })}
            </svg>
            {band && (
              <BandLabel aria-hidden="true" style={bandLabelAt(band)}>
                {band.label}
              </BandLabel>
            )}
            {threshold && (
              <ThresholdLabel aria-hidden="true" style={{ bottom: percent(threshold.value / top) }}>
                {threshold.label}
              </ThresholdLabel>
            )}
          </Area>
          <Ticks aria-hidden="true">
            {ticks.map((tick) => (
              // A label at an edge of the plot starts or ends there, clear of the values and inside the card.
              <span
                key={tick.at}
                data-minor={tick.minor || undefined}
                style={{ left: percent(tick.at), translate: edges[tick.at] }}
              >
                {tick.label}
              </span>
            ))}
          </Ticks>
        </Plot>
        <figcaption id={captionId}>{caption}</figcaption>
      </Figure>
      <Details>
        <summary>{tableLabel}</summary>
        <Table>
          <thead>
            <tr>
              <th scope="col">{pointHeading}</th>
              {series.map((line, index) => (
                <th key={index} scope="col">
                  {line.label} ({unit})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={point}>
                <th scope="row">{point}</th>
                {series.map((line, column) => (
                  <td key={column}>{figure.format(line.values[index]!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Details>
    </Card>
  );
}
