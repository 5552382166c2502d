import { linePath, niceScale, stepPath } from './scale.ts';

describe('a chart’s scale', () => {
  it.each([
    [1180, 1200, 200],
    [880, 1000, 200],
    [95, 100, 20],
    [9.1, 10, 2],
    [4, 4, 1],
    [0, 1, 0.25],
  ])('gives readings up to %p a top of %p in steps of %p', (largest, top, step) => {
    expect(niceScale(largest)).toEqual({ top, step });
  });

  it('draws each reading as a step of an equal share of the width', () => {
    expect(stepPath([50, 100, 0, 25], 100)).toBe('M0 50H250V0H500V100H750V75H1000');
  });

  it('joins readings by lines from the left edge to the right', () => {
    expect(linePath([50, 100, 0], 100)).toBe('M0 50L500 0L1000 100');
  });
});
