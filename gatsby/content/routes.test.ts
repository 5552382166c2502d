import { pathFor, routesFrom } from './routes.ts';
import { realContent } from '../../tests/fixtures/real-content.ts';

const pages = [
  { name: 'home', path: '/' },
  { name: 'privacy', path: '/privacy/' },
];
const { routes } = realContent;

describe('routes', () => {
  it('makes a route of each page in routes.json, drawn by the template of its name', () => {
    expect(routesFrom(pages, [])).toEqual([
      { name: 'home', path: '/', template: 'home', file: 'pages/home.json' },
      { name: 'privacy', path: '/privacy/', template: 'privacy', file: 'pages/privacy.json' },
    ]);
  });

  it('makes a route of each file in case-studies, in the order given (file-name order), all drawn by one template', () => {
    expect(routesFrom(pages, ['onsite-energy', 'wind-farm']).slice(2)).toEqual([
      {
        name: 'case-study-onsite-energy',
        path: '/case-study-onsite-energy/',
        template: 'case-study',
        file: 'case-studies/onsite-energy.json',
      },
      {
        name: 'case-study-wind-farm',
        path: '/case-study-wind-farm/',
        template: 'case-study',
        file: 'case-studies/wind-farm.json',
      },
    ]);
  });

  it('turns a route name into its path, with an anchor when asked, and refuses a name that is not a route', () => {
    expect(pathFor(routes, 'ai-solutions', 'case-studies')).toBe('/ai-solutions/#case-studies');
    expect(pathFor(routes, 'case-study-onsite-energy')).toBe('/case-study-onsite-energy/');
    expect(() => pathFor(routes, 'pricing')).toThrow('Unknown route "pricing"');
  });

  it('turns a route name and an offer into the contact page’s copy opened on it', () => {
    expect(pathFor(routes, 'contact', null, 'site-survey')).toBe('/contact/site-survey/');
    expect(pathFor(routes, 'contact', 'message', 'site-survey')).toBe('/contact/site-survey/#message');
  });
});
