import { realContent } from '../../../tests/fixtures/real-content.ts';
import { resolverOf } from '../../../tests/support/resolvers.ts';
import { featuredStudy } from './featured-study.ts';

describe('featuredStudy', () => {
  it('says a case study is featured when the index lists it, by the name of its file', async () => {
    const listed = realContent.pages['case-studies']!.featured;
    const resolve = resolverOf(featuredStudy);
    expect(listed.length).toBeGreaterThan(0);
    for (const { name } of realContent.caseStudies) {
      expect(await resolve({ parent: name })).toBe(listed.includes(name));
    }
  });
});
