import { useId } from 'react';
import { useSiteContent } from '../../../hooks/useSiteContent.ts';
import { siteLocale } from '../../../lib/locale.ts';
import { Details, Table, TableScroll } from './Chart.styles.ts';
import type { ChartData } from './series.ts';
import { changeOf, summaryOf } from './table.ts';

interface Props extends ChartData {
  /** The words that open the table, and the heading of its first column. */
  tableLabel: string;
  pointHeading: string;
  /** What its last row gives: each series' total ('total') or its average ('average'). */
  lastRow: string;
  /** Writes a reading with as many decimals as the most precise one. */
  decimals: number;
}

const formats = new Map<string, Intl.NumberFormat>();
/** A number format, made once for each set of options (a load profile's table has some 150 cells). */
function format(options: Intl.NumberFormatOptions) {
  const key = JSON.stringify(options);
  if (!formats.has(key)) formats.set(key, new Intl.NumberFormat(siteLocale, options));
  return formats.get(key)!;
}
const fixed = (digits: number, sign = false) =>
  format({
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...(sign ? { signDisplay: 'exceptZero' as const } : {}),
  });
/** A share of change, to a tenth of a per cent under ten per cent: -4.5%, not -5% (or 0%, for -0.4%). */
const shareOf = (part: number) =>
  format({ style: 'percent', maximumFractionDigits: Math.abs(part) < 0.1 ? 1 : 0, signDisplay: 'exceptZero' }).format(
    part,
  );

/**
 * A chart's figures, closed until asked for: a row a point and a column a series, then a last row of each series'
 * total or average; with a series before and one after, a column of how each row changed, by how much and by what
 * share, so a reader can check the headline figure against the readings.
 */
export function ChartTable({ unit, tableLabel, pointHeading, points, series, lastRow, decimals }: Props) {
  const words = useSiteContent().site.ui.chart;
  const tableId = useId();
  // An average to a decimal more than its readings: 50.2 minutes, not 50.
  const total = lastRow === 'total';
  const summaryDigits = total ? decimals : decimals + 1;
  const compared = series.length === 2;
  const change = (values: readonly number[], digits: number) => {
    const { by, share: part } = changeOf(values[0]!, values[1]!);
    const amount = fixed(digits, true).format(by);
    return part === null ? amount : `${amount} (${shareOf(part)})`;
  };
  const rows = points.map((point, index) => ({
    point,
    values: series.map((line) => line.values[index]!),
    digits: decimals,
  }));
  const last = {
    point: total ? words.total : words.average,
    values: series.map((line) => summaryOf(line.values, lastRow)),
    digits: summaryDigits,
  };
  return (
    <Details>
      <summary id={tableId}>{tableLabel}</summary>
      {/* A box a keyboard can scroll, named by the words that opened it. */}
      <TableScroll tabIndex={0} role="region" aria-labelledby={tableId}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{pointHeading}</th>
              {series.map((line, index) => (
                <th key={index} scope="col">
                  {line.label} ({unit})
                </th>
              ))}
              {compared && (
                <th scope="col">
                  {/* A change of a share is in points of it: 97.1% to 99.3% is +2.2 points (and +2.3%). */}
                  {words.change} ({unit.startsWith('%') ? unit.replace('%', words.points) : unit})
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ point, values, digits }) => (
              <tr key={point}>
                <th scope="row">{point}</th>
                {values.map((value, column) => (
                  <td key={column}>{fixed(digits).format(value)}</td>
                ))}
                {compared && <td>{change(values, digits)}</td>}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{last.point}</th>
              {last.values.map((value, column) => (
                <td key={column}>{fixed(last.digits).format(value)}</td>
              ))}
              {compared && <td>{change(last.values, last.digits)}</td>}
            </tr>
          </tfoot>
        </Table>
      </TableScroll>
    </Details>
  );
}
