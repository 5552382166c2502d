import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { serviceProof } from './service-proof.ts';

describe('serviceProof', () => {
  const resolve = resolverOf(serviceProof);

  it('leads a block linking to a service with a case study of that service', async () => {
    for (const route of ['energy-management', 'industrial-data-platforms', 'ai-solutions']) {
      const study = (await resolve({ link: { route } })) as { services: string[]; parent: string };
      expect(study.services).toContain(route);
      expect(realContent.caseStudies.map((each) => each.name)).toContain(study.parent);
    }
  });

  it('gives nothing for a page no case study names', async () => {
    expect(await resolve({ link: { route: 'about' } })).toBeNull();
  });
});
