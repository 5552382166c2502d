import fs from 'node:fs';
import path from 'node:path';
import { builds, stages, stepTable, steps } from './steps.ts';

describe('the step table npm test prints', () => {
  it('gives each step its wall time as minutes and seconds, and the total', () => {
    const table = stepTable(
      [
        { name: 'lint', seconds: 61.4, status: 'passed' },
        { name: 'build:tested', seconds: 125.6, status: 'passed' },
      ],
      187,
    );
    expect(table.split('\n')).toEqual([
      '| Step         | Wall time | Result |',
      '| ------------ | --------- | ------ |',
      '| lint         | 1:01      | passed |',
      '| build:tested | 2:06      | passed |',
      '| total        | 3:07      | passed |',
    ]);
  });

  it('marks a failed step, leaves the steps after it without a time, and calls the run failed', () => {
    const rows = stepTable(
      [
        { name: 'test:unit', seconds: 40, status: 'failed' },
        { name: 'test:e2e', seconds: 0, status: 'not run' },
      ],
      40,
    ).split('\n');
    expect(rows[2]).toMatch(/^\| test:unit +\| 0:40 +\| failed +\|$/);
    expect(rows[3]).toMatch(/^\| test:e2e +\| +\| not run \|$/);
    expect(rows[4]).toMatch(/^\| total +\| 0:40 +\| failed +\|$/);
  });
});

describe('the steps of npm test', () => {
  it('are each a script in package.json', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(steps.filter((step) => !(step in scripts))).toEqual([]);
  });

  it('build the site before the screenshots’ build, so that the second finds the pictures resized', () => {
    expect(steps.indexOf('build:tested')).toBeLessThan(steps.indexOf('build:visual'));
  });

  it('make no two builds side by side: they share one copy of the project', () => {
    expect(stages.filter((stage) => stage.filter((step) => builds.includes(step)).length > 1)).toEqual([]);
  });

  it('make the editor’s build after the browser tests, which save the content it is made from', () => {
    expect(steps.indexOf('test:e2e')).toBeLessThan(steps.indexOf('test:editor-build'));
  });
});
