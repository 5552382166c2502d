/**
 * A series' readings summed up as its chart's table ends: their total, or (for any other `lastRow`; the content's
 * check allows only these two) their average.
 */
export function summaryOf(values: readonly number[], lastRow: string): number {
  const total = values.reduce((sum, value) => sum + value, 0);
  return lastRow === 'total' ? total : total / Math.max(values.length, 1);
}

/**
 * From a reading before to one after: the difference, and that as a share of the reading before (none when the
 * reading before is nought, where a share means nothing).
 */
export function changeOf(before: number, after: number): { by: number; share: number | null } {
  return { by: after - before, share: before === 0 ? null : (after - before) / before };
}
