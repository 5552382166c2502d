import { pathFor, routes } from './routes';

describe('routes', () => {
  it('has the nine routes of the specification and the privacy notice, each ending in a slash', () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/',
      '/about/',
      '/ai-solutions/',
      '/industrial-data-platforms/',
      '/industrial-iot-controls/',
      '/energy-management/',
      '/edge-bridge/',
      '/case-study-onsite-energy/',
      '/contact/',
      '/privacy/',
    ]);
  });

  it('turns a route name into its path, with an anchor when asked', () => {
    expect(pathFor('about')).toBe('/about/');
    expect(pathFor('ai-solutions', 'case-studies')).toBe('/ai-solutions/#case-studies');
  });

  it('refuses a name that is not a route', () => {
    expect(() => pathFor('pricing')).toThrow('Unknown route "pricing"');
  });
});
