import { resolverOf } from '../../../tests/support/resolvers.ts';
import { caseStudyPath } from './case-study-path.ts';

describe('caseStudyPath', () => {
  it('gives a case study the address named after its file', async () => {
    expect(await resolverOf(caseStudyPath)({ parent: 'onsite-energy' })).toBe('/case-study-onsite-energy/');
  });
});
