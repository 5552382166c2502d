import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { offerPath } from './offer-path.ts';

const contact = realContent.routes.find((route) => route.template === 'contact')!.path;

describe('offerPath', () => {
  it('gives each offer the contact page’s copy opened on it', async () => {
    const resolve = resolverOf(offerPath);
    for (const { id } of realContent.form.offers) expect(await resolve({ id })).toBe(`${contact}${id}/`);
  });
});
