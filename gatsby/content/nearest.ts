/** How many single-letter insertions, deletions and substitutions turn `a` into `b`. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * For a message about a name that is not among `candidates`: the three nearest, as `; did you mean "a" or "b"?`,
 * or nothing when none is near (at most a third of the name's letters away, and never more than 3).
 */
export function didYouMean(value: unknown, candidates: readonly string[]): string {
  if (typeof value !== 'string' || value === '') return '';
  const limit = Math.min(3, Math.max(1, Math.floor(value.length / 3)));
  const near = candidates
    .map((candidate) => ({ candidate, away: distance(value, candidate) }))
    .filter(({ away }) => away <= limit)
    .sort((x, y) => x.away - y.away || x.candidate.localeCompare(y.candidate))
    .slice(0, 3)
    .map(({ candidate }) => `"${candidate}"`);
  return near.length > 0 ? `; did you mean ${near.join(' or ')}?` : '';
}
