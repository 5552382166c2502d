import { siteLocale } from '../../../lib/locale.ts';
import { color } from '../../../theme/tokens.ts';
import { Area, BandLabel, Plot, ThresholdLabel, Ticks, Unit, Values } from './Chart.styles.ts';
import { heightOf, levelsOf, linePath, plotWidth, shareOf, stepPath, valueScale } from './scale.ts';
import { lineOf, type ChartData } from './series.ts';

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

type Props = Pick<ChartData, 'unit' | 'series'> & {
  /** Labels under the plot, each at a share of its width (0 the left edge, 1 the right); `minor` ones not on phones. */
  ticks: readonly { at: number; label: string; minor?: boolean }[];
  /** A shaded span, from and to a share of the width. */
  band?: { label: string; from: number; to: number } | null;
  /** A level that matters, drawn across the plot and labelled at its right end. */
  threshold?: { label: string; value: number } | null;
  /** `steps`: each reading holds for its share of the width (an average over a time); `lines`: points joined. */
  shape: 'steps' | 'lines';
  captionId: string;
};

/**
 * Readings as lines (stepped or joined) over a value axis, a shaded band and a threshold where there are, the
 * values' and points' labels in the page's typeface beside and under the plot. The plot is an image named by the
 * chart's caption.
 */
export function Lines({ unit, series, ticks, band, threshold, shape, captionId }: Props) {
  const readings = [...series.flatMap((line) => line.values), ...(threshold ? [threshold.value] : [])];
  const scale = valueScale(Math.min(...readings), Math.max(...readings));
  const levels = levelsOf(scale);
  const number = new Intl.NumberFormat(siteLocale);
  const path = shape === 'steps' ? stepPath : linePath;
  const rule = (value: number, stroke: string, dash?: string) => (
    <line
      key={value}
      x1="0"
      x2={plotWidth}
      y1={heightOf(value, scale)}
      y2={heightOf(value, scale)}
      stroke={stroke}
      strokeWidth={dash ? 2 : 1}
      strokeDasharray={dash}
    />
  );
  return (
    <Plot>
      <Unit aria-hidden="true">{unit}</Unit>
      <Values
        aria-hidden="true"
        style={{ minWidth: `${Math.max(...levels.map((level) => number.format(level).length))}ch` }}
      >
        {levels.map((level) => (
          <span key={level} style={{ bottom: percent(shareOf(level, scale)) }}>
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
                d={path(line.values, scale)}
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
          <ThresholdLabel aria-hidden="true" style={{ bottom: percent(shareOf(threshold.value, scale)) }}>
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
  );
}
