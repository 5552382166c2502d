import styled from '@emotion/styled';
import { color } from '../../../theme/tokens.ts';
import { linePath, plotWidth, valueScale, type Scale } from '../Chart/scale.ts';
import { drawnAsBars } from '../Chart/series.ts';

/** What a sparkline is drawn from: its case study's chart, as content gives it. */
export interface SparklineData {
  /** The chart's `kind`: time (drawn as lines, the default), categories or counts (drawn as bars). */
  kind?: string | null;
  series: readonly { values: readonly number[] }[];
}

const Svg = styled.svg<{ dark: boolean }>`
  width: 5.5rem;
  height: 2.25rem;
  overflow: visible;
  --compare: ${({ dark }) => (dark ? color.chartCompareOnDark : color.chartCompare)};
  --result: ${({ dark }) => (dark ? color.chartLineOnDark : color.chartLine)};
`;

/** The plot's height in SVG units; the SVG stretches to its box. */
const plotHeight = 100;

/**
 * A case study's chart in small, beside the figure its card states in words: the reference series (the first,
 * dashed or hollow) and the result (the last, solid), drawn as the chart draws them: over time as lines on the
 * chart's own value axis (from nought, unless every reading lies in its top third); categories and counts as pairs of
 * bars from nought.
 * Decoration for a sighted reader's glance: the figure says it, and the case study's chart has the table.
 */
export function Sparkline({
  kind,
  series,
  dark = false,
  className,
}: SparklineData & { dark?: boolean; className?: string }) {
  const [before, after] = [series[0], series.at(-1)];
  if (!before || !after || before === after) return null;
  const values = [...before.values, ...after.values];
  const [smallest, largest] = [Math.min(...values), Math.max(...values)];
  const bars = drawnAsBars(kind);
  return (
    <Svg
      className={className}
      dark={dark}
      viewBox={`0 0 ${plotWidth} ${plotHeight}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {bars ? (
        <Bars before={before.values} after={after.values} top={largest || 1} />
      ) : (
        <Lines before={before.values} after={after.values} scale={valueScale(smallest, largest)} />
      )}
    </Svg>
  );
}

type Pair = { before: readonly number[]; after: readonly number[] };

function Lines({ before, after, scale }: Pair & { scale: Pick<Scale, 'bottom' | 'top'> }) {
  const line = { fill: 'none', strokeWidth: 2, vectorEffect: 'non-scaling-stroke', strokeLinejoin: 'round' } as const;
  return (
    <>
      <path d={linePath(before, scale)} stroke="var(--compare)" strokeDasharray="4 3" {...line} />
      <path d={linePath(after, scale)} stroke="var(--result)" {...line} />
    </>
  );
}

/**
 * A pair of bars a point, the reference's hollow, each a third of the point's share of the width, a quarter of a bar
 * apart, the pair in the middle of its share.
 */
function Bars({ before, after, top }: Pair & { top: number }) {
  const slot = plotWidth / before.length;
  const width = slot / 3;
  const margin = (slot - width * 2.25) / 2;
  const height = (value: number) => (value / top) * plotHeight;
  return (
    <>
      {before.map((value, index) => (
        <g key={index}>
          <rect
            x={index * slot + margin}
            y={plotHeight - height(value)}
            width={width}
            height={height(value)}
            fill="none"
            stroke="var(--compare)"
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
          />
          <rect
            x={index * slot + margin + width * 1.25}
            y={plotHeight - height(after[index]!)}
            width={width}
            height={height(after[index]!)}
            fill="var(--result)"
          />
        </g>
      ))}
    </>
  );
}
