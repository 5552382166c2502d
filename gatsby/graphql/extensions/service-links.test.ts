import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { serviceLinks } from './service-links.ts';

describe('serviceLinks', () => {
  it('gives each service a case study names its route, its name and its address, in the study’s order', async () => {
    const services = ['industrial-data-platforms', 'energy-management'];
    const expected = services.map((route) => ({
      route,
      label: realContent.labels[route]!.label,
      to: realContent.routes.find((each) => each.name === route)!.path,
    }));
    expect(await resolverOf(serviceLinks)({ services }, 'services')).toEqual(expected);
  });
});
