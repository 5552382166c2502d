import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { sectorListing } from './sector-listing.ts';

const index = realContent.routes.find((route) => route.name === 'case-studies')!.path;

describe('sectorListing', () => {
  it('gives a sector the index’s listing of it, its name written as an address', async () => {
    const resolve = resolverOf(sectorListing);
    expect(await resolve({ sector: 'Food & Drink' })).toBe(`${index}food-and-drink/`);
    expect(await resolve({ sector: 'EV Charge Point Operators' })).toBe(`${index}ev-charge-point-operators/`);
  });
});
