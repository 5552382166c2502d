/** Readings in a day of half-hours, from 00:00. */
export const halfHours = 48;

/** The clock time a half-hour starts at, e.g. 33 → "16:30"; 48 is the day's end, "24:00". */
export const clock = (index: number) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;

/** The half-hour a clock time ("16:30") starts, the inverse of clock(). */
export const halfHourAt = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 2 + (minutes >= 30 ? 1 : 0);
};

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

/**
 * An SVG path of half-hourly readings drawn as steps (each reading holds for its half-hour), in a box one unit
 * wide per half-hour and 100 high, with `top` at the top.
 */
export function stepPath(values: readonly number[], top: number): string {
  const y = (value: number) => Number((100 - (value / top) * 100).toFixed(2));
  return values.map((value, index) => `${index ? 'V' : 'M0 '}${y(value)}H${index + 1}`).join('');
}
