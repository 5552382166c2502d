import { useId } from 'react';
import { siteLocale } from '../../../lib/locale.ts';
import { Card, Figure, Legend } from './Chart.styles.ts';
import { ChartTable } from './ChartTable.tsx';
import { barOf, lineOf, type ChartProps } from './series.ts';

/** A short sample of a series' line or bar, for the legend. */
function Swatch({ index, count, bar }: { index: number; count: number; bar: boolean }) {
  const line = lineOf(index, count);
  return (
    <svg viewBox="0 0 32 8" aria-hidden="true" focusable="false">
      {bar ? (
        <rect x="9" y="1" width="14" height="6" {...barOf(index, count)} />
      ) : (
        <line x1="0" y1="4" x2="32" y2="4" stroke={line.stroke} strokeWidth="3" strokeDasharray={line.dash} />
      )}
    </svg>
  );
}

/**
 * Readings drawn from content in a card: a legend of the series, then the plot its caller gives (Lines.tsx over
 * time, Bars.tsx by point), named by the caption; the same figures are in a table under it (ChartTable.tsx).
 * The caller imports only the plot it draws, so a page of lines carries no code for bars.
 */
export function Chart({
  unit,
  caption,
  tableLabel,
  pointHeading,
  points,
  series,
  lastRow,
  bars = false,
  plot,
}: ChartProps) {
  const captionId = useId();
  // Every figure with as many decimals as the most precise one: 4.0 beside 4.2, not 4.
  const decimals = Math.max(
    ...series.flatMap((line) => line.values.map((value) => `${value}`.split('.')[1]?.length ?? 0)),
  );
  const figure = new Intl.NumberFormat(siteLocale, { minimumFractionDigits: decimals });
  return (
    <Card>
      <Figure>
        <Legend>
          {series.map((line, index) => (
            <li key={index}>
              <Swatch index={index} count={series.length} bar={bars} />
              {line.label}
            </li>
          ))}
        </Legend>
        {plot({ captionId, format: (value) => figure.format(value) })}
        <figcaption id={captionId}>{caption}</figcaption>
      </Figure>
      <ChartTable {...{ unit, tableLabel, pointHeading, points, series, lastRow, decimals }} />
    </Card>
  );
}
