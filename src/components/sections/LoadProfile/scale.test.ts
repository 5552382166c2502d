import { clock, halfHourAt, niceScale, stepPath } from './scale';

describe('the load profile’s scale', () => {
  it('names half-hours by the clock time they start at, and back', () => {
    expect([0, 1, 33, 47, 48].map(clock)).toEqual(['00:00', '00:30', '16:30', '23:30', '24:00']);
    expect(['00:00', '16:00', '19:30', '24:00'].map(halfHourAt)).toEqual([0, 32, 39, 48]);
  });

  it.each([
    [1180, 1200, 200],
    [880, 1000, 200],
    [95, 100, 20],
    [4, 4, 1],
    [0, 1, 0.25],
  ])('gives readings up to %p a top of %p in steps of %p', (largest, top, step) => {
    expect(niceScale(largest)).toEqual({ top, step });
  });

  it('draws each reading as a step a half-hour wide', () => {
    expect(stepPath([50, 100, 0], 100)).toBe('M0 50H1V0H2V100H3');
  });
});
