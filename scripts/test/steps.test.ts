import { stepTable } from './steps.ts';

describe('the step table npm test prints', () => {
  it('gives each step its wall time as minutes and seconds, and the total', () => {
    const table = stepTable(
      [
        { name: 'lint', seconds: 61.4, status: 'passed', group: 1 },
        { name: 'build:tested', seconds: 125.6, status: 'passed', group: 1 },
      ],
      187,
    );
    expect(table.split('\n')).toEqual([
      '| Step         | Group | Wall time | Result |',
      '| ------------ | ----- | --------- | ------ |',
      '| lint         | 1     | 1:01      | passed |',
      '| build:tested | 1     | 2:06      | passed |',
      '| total        |       | 3:07      | passed |',
    ]);
  });

  it('marks a failed step, leaves the steps after it without a time, and calls the run failed', () => {
    const rows = stepTable(
      [
        { name: 'test:unit', seconds: 40, status: 'failed', group: 1 },
        { name: 'test:e2e', seconds: 0, status: 'not run', group: 2 },
      ],
      40,
    ).split('\n');
    expect(rows[2]).toMatch(/^\| test:unit +\| 1 +\| 0:40 +\| failed +\|$/);
    expect(rows[3]).toMatch(/^\| test:e2e +\| 2 +\| +\| not run \|$/);
    expect(rows[4]).toMatch(/^\| total +\| +\| 0:40 +\| failed +\|$/);
  });
});
