import { levelsOf, linePath, niceScale, stepPath, valueScale } from './scale.ts';

const full = { bottom: 0, top: 100 };

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

  it.each([
    [300, 480, { bottom: 0, top: 500, step: 100 }],
    [0, 4, { bottom: 0, top: 4, step: 1 }],
    [96.8, 99.5, { bottom: 96.5, top: 99.5, step: 0.5 }],
    [73.8, 92.7, { bottom: 70, top: 95, step: 5 }],
    [369, 490, { bottom: 350, top: 500, step: 25 }],
    [100, 100, { bottom: 0, top: 100, step: 20 }],
  ])('starts the axis of readings from %p to %p at nought unless all lie in its top third', (low, high, scale) => {
    expect(valueScale(low, high)).toEqual(scale);
  });

  it('draws a line at each step from the axis’s bottom to its top', () => {
    expect(levelsOf({ bottom: 96.5, top: 99.5, step: 0.5 })).toEqual([96.5, 97, 97.5, 98, 98.5, 99, 99.5]);
  });

  it('draws each reading as a step of an equal share of the width', () => {
    expect(stepPath([50, 100, 0, 25], full)).toBe('M0 50H250V0H500V100H750V75H1000');
  });

  it('joins readings by lines from the left edge to the right, from the axis’s bottom', () => {
    expect(linePath([50, 100, 0], full)).toBe('M0 50L500 0L1000 100');
    expect(linePath([97, 99], { bottom: 96, top: 100 })).toBe('M0 75L1000 25');
  });
});
