import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { routeSummary } from './route-summary.ts';

describe('routeSummary', () => {
  const resolve = resolverOf(routeSummary);

  it('gives a link its route’s line for menus', async () => {
    expect(await resolve({ route: 'edge-bridge' })).toBe(realContent.labels['edge-bridge']!.summary);
    expect(await resolve({ route: 'case-study-onsite-energy' })).toBe(
      realContent.caseStudies.find((study) => study.name === 'onsite-energy')!.summary,
    );
  });

  it('gives nothing where the route has no line, or is unknown', async () => {
    expect(await resolve({ route: 'home' })).toBeNull();
    expect(await resolve({ route: 'no-such-page' })).toBeNull();
  });
});
