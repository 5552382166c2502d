import { useId } from 'react';
import { siteLocale } from '../../../lib/locale.ts';
import { Card, Details, Figure, Legend, Table, TableScroll } from './Chart.styles.ts';
import { Bars } from './Bars.tsx';
import { Lines } from './Lines.tsx';
import { lineOf, type ChartProps } from './series.ts';

/** A short sample of a series' line or bar, for the legend. */
function Swatch({ index, count, bar }: { index: number; count: number; bar: boolean }) {
  const line = lineOf(index, count);
  return (
    <svg viewBox="0 0 32 8" aria-hidden="true" focusable="false">
      {bar ? (
        <rect x="8" width="16" height="8" fill={line.stroke} />
      ) : (
        <line x1="0" y1="4" x2="32" y2="4" stroke={line.stroke} strokeWidth="3" strokeDasharray={line.dash} />
      )}
    </svg>
  );
}

/**
 * Readings drawn from content in a card: a legend of the series, then the readings as lines over time (Lines.tsx)
 * or as bars by point (Bars.tsx), named by the caption; the same figures are in a table under it, closed until asked
 * for.
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
              <Swatch index={index} count={series.length} bar={shape === 'bars'} />
              {line.label}
            </li>
          ))}
        </Legend>
        {shape === 'bars' ? (
          <Bars
            unit={unit}
            points={points}
            series={series}
            captionId={captionId}
            format={(value) => figure.format(value)}
          />
        ) : (
          <Lines
            unit={unit}
            series={series}
            ticks={ticks}
            band={band}
            threshold={threshold}
            shape={shape}
            captionId={captionId}
          />
        )}
        <figcaption id={captionId}>{caption}</figcaption>
      </Figure>
      <Details>
        <summary>{tableLabel}</summary>
        <TableScroll tabIndex={0} role="region" aria-labelledby={captionId}>
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
        </TableScroll>
      </Details>
    </Card>
  );
}
