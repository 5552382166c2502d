import { array, object, ValidationError } from 'yup';
import { noFarReading } from './readings.ts';

const chart = object({ series: array().test(noFarReading()) });
const problem = (series: { values: number[] }[]) => {
  try {
    chart.validateSync({ series });
    return null;
  } catch (error) {
    return error instanceof ValidationError ? error.message : error;
  }
};

describe('noFarReading', () => {
  it('passes readings that rise and fall within ten times the middle one', () => {
    expect(problem([{ values: [40, 60, 120] }, { values: [35, 300, 50] }])).toBeNull();
  });

  it('names a reading an extra nought or three away from the rest, and the middle one', () => {
    expect(problem([{ values: [480, 500, 520] }, { values: [470, 5_000_000, 490] }])).toBe(
      'series[1].values[1] is 5,000,000, more than ten times the chart’s middle reading (495), which would squash the rest flat: check the figure',
    );
  });

  it('says which reading it is as the chart shows it: its series and its point', () => {
    const withPoints = object({ points: array(), series: array().test(noFarReading()) });
    expect(() =>
      withPoints.validateSync({
        points: ['Sep', 'Oct', 'Nov'],
        series: [
          { label: 'Before', values: [480, 500, 520] },
          { label: 'After', values: [470, 5_000_000, 490] },
        ],
      }),
    ).toThrow('series[1].values[1] (After, Oct) is 5,000,000, more than ten times');
  });

  it('leaves a chart alone whose middle reading is nought, as counts of rare events are', () => {
    expect(problem([{ values: [0, 0, 0, 4] }, { values: [0, 0, 1, 0] }])).toBeNull();
  });
});
