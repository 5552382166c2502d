import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { linkOffer } from './link-offer.ts';

describe('linkOffer', () => {
  it('gives a link to an offer how long it takes and its price, and any other link nothing', async () => {
    const resolve = resolverOf(linkOffer);
    const [offer] = realContent.form.offers;
    expect(await resolve({ route: 'contact', topic: offer!.id })).toBe(`${offer!.brief} · ${offer!.price}`);
    expect(await resolve({ route: 'contact' })).toBeNull();
    expect(await resolve({ route: 'about' })).toBeNull();
  });
});
