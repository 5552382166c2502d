import { realContent } from '../../../tests/fixtures/real-content.ts';

/**
 * The shipped case studies as a buyer's engineer would check them: each carries the whole of its evidence, its
 * timeline lasts as long as its facts say, and no study borrows the picture of another page.
 */
const { caseStudies, routes, files } = realContent;

describe.each(caseStudies)('$name', (study) => {
  const { evidence } = study;

  it('has the whole evidence: a chart, the system, the phases of the work and the team', () => {
    expect(evidence?.chart?.series.length ?? 0).toBeGreaterThanOrEqual(2);
    for (const stage of ['sources', 'edge', 'platform', 'users'] as const) {
      expect(evidence?.system?.[stage].length ?? 0).toBeGreaterThan(0);
    }
    expect(evidence?.timeline?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(evidence?.team?.length ?? 0).toBeGreaterThanOrEqual(1);
  });

  it('takes as many weeks as its duration says, within a tenth', () => {
    const months = Number(/^(\d+) months$/.exec(study.duration)?.[1]);
    const weeks = (evidence?.timeline ?? []).reduce((sum, phase) => sum + phase.weeks, 0);
    expect(Math.abs(weeks / (months * 4.33) - 1)).toBeLessThanOrEqual(0.1);
  });

  it('shows its own picture or none, never one another page shows', () => {
    const src = study.article.image?.src ?? 'no picture';
    const others = routes.filter((route) => route.file !== `case-studies/${study.name}.json`);
    expect(others.filter((route) => JSON.stringify(files.get(route.file)).includes(src))).toEqual([]);
  });
});
