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

const round = (value: number) => Number(value.toFixed(2));

/** A value's height in a plot 100 high with `top` at the top. */
export const heightOf = (value: number, top: number) => round(100 - (value / top) * 100);

/**
 * An SVG path of readings drawn as steps, each holding for its equal share of the plot's width (a half-hour's
 * average holds for the half-hour).
 */
export function stepPath(values: readonly number[], top: number): string {
  const x = (index: number) => round(((index + 1) * plotWidth) / values.length);
  return values.map((value, index) => `${index ? 'V' : 'M0 '}${heightOf(value, top)}H${x(index)}`).join('');
}

/** An SVG path of readings joined by straight lines, the first at the plot's left edge, the last at its right. */
export function linePath(values: readonly number[], top: number): string {
  const x = (index: number) => round((index * plotWidth) / Math.max(values.length - 1, 1));
  return values.map((value, index) => `${index ? 'L' : 'M'}${x(index)} ${heightOf(value, top)}`).join('');
}
