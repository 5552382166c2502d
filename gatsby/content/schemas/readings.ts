import type { TestContext } from 'yup';
import { siteLocale } from '../../../src/lib/locale.ts';

/** How far past the middle reading of its chart a reading may lie: ten times, an extra nought typed. */
const farOut = 10;

/** Figures as the site writes them. */
const figure = new Intl.NumberFormat(siteLocale);

/**
 * A test for a chart's series: a reading more than ten times the chart's middle reading (the median of every series)
 * is most likely a slip of the keyboard, and it would squash every other reading flat against the axis. It names the
 * reading, where it is (its series' label and its point, as the chart and its table show them) and the middle one. A
 * chart whose middle reading is nought is left alone.
 */
export const noFarReading = () => ({
  name: 'far',
  test(this: TestContext, series?: ({ label?: unknown; values?: unknown } | null)[]) {
    const { points } = (this.parent ?? {}) as { points?: unknown };
    const lines = (series ?? []).map((line) =>
      Array.isArray(line?.values) ? line.values.filter((value): value is number => typeof value === 'number') : [],
    );
    const sorted = lines.flat().sort((a, b) => a - b);
    const middle = sorted.length
      ? (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2
      : 0;
    if (middle <= 0) return true;
    for (const [line, values] of lines.entries()) {
      const at = values.findIndex((value) => value > middle * farOut);
      if (at < 0) continue;
      const path = `${this.path}[${line}].values[${at}]`;
      const seen = [series?.[line]?.label, Array.isArray(points) ? points[at] : undefined].filter(
        (part): part is string => typeof part === 'string' && part.trim() !== '',
      );
      return this.createError({
        path,
        message: `${path}${seen.length > 0 ? ` (${seen.join(', ')})` : ''} is ${figure.format(values[at]!)}, more than ten times the chart’s middle reading (${figure.format(middle)}), which would squash the rest flat: check the figure`,
      });
    }
    return true;
  },
});
