import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { linkLabel } from './link-label.ts';

const { site, labels, form } = realContent;

describe('linkLabel', () => {
  const resolve = resolverOf(linkLabel);

  it('gives a link its route’s name, a case study’s included', async () => {
    expect(await resolve({ route: 'ai-solutions' })).toBe(labels['ai-solutions']!.label);
    expect(await resolve({ route: 'case-study-onsite-energy' })).toBe(labels['case-study-onsite-energy']!.label);
  });

  it('keeps a link’s own words, with {page} and the company’s facts filled in', async () => {
    expect(await resolve({ label: 'Talk to {founder}', route: 'contact' })).toBe(`Talk to ${site.founder}`);
    expect(await resolve({ label: 'Explore {page}', route: 'edge-bridge' })).toBe(
      `Explore ${labels['edge-bridge']!.label}`,
    );
  });

  it('gives a link that opens the form on an offer the offer’s words', async () => {
    const [offer] = form.offers;
    expect(await resolve({ route: 'contact', topic: offer!.id })).toBe(offer!.action);
  });
});
