import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { caseStudyListing } from './case-study-listing.ts';

const index = realContent.routes.find((route) => route.name === 'case-studies')!.path;

describe('caseStudyListing', () => {
  const resolve = resolverOf(caseStudyListing);

  it('gives a section the index’s listing of its service', async () => {
    expect(await resolve({ service: 'energy-management' })).toBe(`${index}energy-management/`);
  });

  it('gives a section of no service the whole index', async () => {
    expect(await resolve({})).toBe(index);
  });
});
