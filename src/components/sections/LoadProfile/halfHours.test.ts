import { clock, halfHourAt } from './halfHours.ts';

describe('a day of half-hours', () => {
  it('names half-hours by the clock time they start at, and back', () => {
    expect([0, 1, 33, 47, 48].map(clock)).toEqual(['00:00', '00:30', '16:30', '23:30', '24:00']);
    expect(['00:00', '16:00', '19:30', '24:00'].map(halfHourAt)).toEqual([0, 32, 39, 48]);
  });
});
