/** The plot's width in SVG units; the SVG stretches to its box, so only proportions matter. */
export const plotWidth = 1000;

/**
 * The top of the value axis and the step between its lines: a round step (1, 2, 2.5 or 5 times a power of ten)
 * that gives at most six spaces between lines, and the first line of that step at or above the largest value.
 */
export function niceScale(largest: number): { top: number; step: number } {
  if (!(largest > 0)) return { top: 1, step: 0.25 };
  const power = 10 ** Math.floor(Math.log10(largest / 4));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => largest / candidate <= 6)!;
  return { top: Math.ceil(largest / step) * step, step };
}

/** A value axis: its bottom and top, and the step between its lines. */
export interface Scale {
  bottom: number;
  top: number;
  step: number;
}

/**
 * The value axis for readings from `smallest` to `largest`: from nought, unless every reading lies in the top third
 * of that (97% beside 99%, which on a 0–100 axis are two flat lines); then from the round step below the smallest,
 * so the difference shows. The axis's labels say where it starts. Readings all alike keep the axis from nought.
 */
export function valueScale(smallest: number, largest: number): Scale {
  if (!(smallest > (largest * 2) / 3) || smallest === largest) return { bottom: 0, ...niceScale(largest) };
  const { step } = niceScale(largest - smallest);
  return { bottom: Math.floor(smallest / step) * step, top: Math.ceil(largest / step) * step, step };
}

/** The values the axis draws a line at, from its bottom to its top. */
export const levelsOf = ({ bottom, top, step }: Scale) =>
  Array.from({ length: Math.round((top - bottom) / step) + 1 }, (_, index) => round(bottom + index * step));

/** Where a value stands between the axis's bottom (0) and top (1). */
export const shareOf = (value: number, { bottom, top }: Pick<Scale, 'bottom' | 'top'>) =>
  (value - bottom) / (top - bottom);

const round = (value: number) => Number(value.toFixed(2));

/** A value's height in a plot 100 high, the axis's bottom at the foot and its top at the top. */
export const heightOf = (value: number, scale: Pick<Scale, 'bottom' | 'top'>) =>
  round(100 - shareOf(value, scale) * 100);

/**
 * An SVG path of readings drawn as steps, each holding for its equal share of the plot's width (a half-hour's
 * average holds for the half-hour).
 */
export function stepPath(values: readonly number[], scale: Pick<Scale, 'bottom' | 'top'>): string {
  const x = (index: number) => round(((index + 1) * plotWidth) / values.length);
  return values.map((value, index) => `${index ? 'V' : 'M0 '}${heightOf(value, scale)}H${x(index)}`).join('');
}

/** An SVG path of readings joined by straight lines, the first at the plot's left edge, the last at its right. */
export function linePath(values: readonly number[], scale: Pick<Scale, 'bottom' | 'top'>): string {
  const x = (index: number) => round((index * plotWidth) / Math.max(values.length - 1, 1));
  return values.map((value, index) => `${index ? 'L' : 'M'}${x(index)} ${heightOf(value, scale)}`).join('');
}
