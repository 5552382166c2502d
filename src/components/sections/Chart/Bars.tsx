import { Bar, BarPlot, BarRow } from './Bars.styles.ts';
import { Unit } from './Chart.styles.ts';
import { plotWidth } from './scale.ts';
import { barOf, type ChartData } from './series.ts';

type Props = ChartData & {
  captionId: string;
  /** A reading as the chart writes it. */
  format: (value: number) => string;
};

/**
 * Readings by named point (categories, or counts), as bars from nought: a row a point, named in full at any width,
 * with a bar a series, its figure beside it in a column as wide as the widest figure, so the bars of every row
 * share one length of scale. The bars are an image named by the chart's caption.
 */
export function Bars({ unit, points, series, captionId, format }: Props) {
  const largest = Math.max(...series.flatMap((line) => line.values)) || 1;
  const figureWidth = Math.max(...series.flatMap((line) => line.values.map((value) => format(value).length)));
  return (
    <BarPlot role="img" aria-labelledby={captionId} style={{ ['--figure-width' as string]: `${figureWidth}ch` }}>
      <Unit>{unit}</Unit>
      {points.map((point, index) => (
        <BarRow key={point}>
          <span>{point}</span>
          <div>
            {series.map((line, column) => (
              <Bar key={column}>
                <svg viewBox={`0 0 ${plotWidth} 10`} preserveAspectRatio="none" focusable="false">
                  <rect
                    width={Math.round((line.values[index]! / largest) * plotWidth)}
                    height="10"
                    {...barOf(column, series.length)}
                  />
                  <line x1="0" x2="0" y1="0" y2="10" />
                </svg>
                <span>{format(line.values[index]!)}</span>
              </Bar>
            ))}
          </div>
        </BarRow>
      ))}
    </BarPlot>
  );
}
