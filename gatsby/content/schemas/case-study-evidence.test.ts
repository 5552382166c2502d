import fs from 'node:fs';
import path from 'node:path';
import { contentDir, routes } from '../routes';

/**
 * The shipped case studies as a buyer's engineer would check them: each carries the whole of its evidence, its
 * timeline lasts as long as its facts say, and no study borrows the picture of another page.
 */
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8'));
const studies = routes
  .filter((route) => route.template === 'case-study')
  .map((route) => ({ name: route.name, ...read(route.file) }));

describe.each(studies)('$name', (study) => {
  it('has the whole evidence: a chart, the system, the phases of the work and the team', () => {
    expect(study.evidence.chart.series.length).toBeGreaterThanOrEqual(2);
    for (const stage of ['sources', 'edge', 'platform', 'users']) {
      expect(study.evidence.system[stage].length).toBeGreaterThan(0);
    }
    expect(study.evidence.timeline.length).toBeGreaterThanOrEqual(3);
    expect(study.evidence.team.length).toBeGreaterThanOrEqual(1);
  });

  it('takes as many weeks as its duration says, within a tenth', () => {
    const months = Number(/^(\d+) months$/.exec(study.duration)?.[1]);
    const weeks = study.evidence.timeline.reduce((sum: number, phase: { weeks: number }) => sum + phase.weeks, 0);
    expect(Math.abs(weeks / (months * 4.33) - 1)).toBeLessThanOrEqual(0.1);
  });

  it('opens with its own picture or none, never one another page shows', () => {
    const src: string = study.hero.image?.src ?? 'no picture';
    const others = routes.filter((route) => route.name !== study.name);
    expect(others.filter((route) => fs.readFileSync(path.join(contentDir, route.file), 'utf8').includes(src))).toEqual(
      [],
    );
  });
});
