import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { withCaseStudies } from './with-case-studies.ts';

const all = { label: 'All case studies', route: 'case-studies' };
const featured = realContent.caseStudies
  .filter((study) => study.featured)
  .sort((a, b) => b.date.localeCompare(a.date))
  .map((study) => ({ label: study.label, route: `case-study-${study.name}` }));

describe('withCaseStudies', () => {
  const resolve = resolverOf(withCaseStudies);

  it('puts as many featured case studies as a menu asks, newest first, before its own links', async () => {
    expect(featured.length).toBeGreaterThan(1);
    expect(await resolve({ links: [all], caseStudies: 2 }, 'links')).toEqual([...featured.slice(0, 2), all]);
  });

  it('gives a menu that asks for none, or more than there are, its links and every featured study', async () => {
    expect(await resolve({ links: [all] }, 'links')).toEqual([all]);
    expect(await resolve({ links: [all], caseStudies: 99 }, 'links')).toEqual([...featured, all]);
    expect(await resolve({ caseStudies: 0 }, 'links')).toEqual([]);
  });
});
