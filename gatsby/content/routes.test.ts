import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathFor, routesIn, unlistedPaths } from './routes';

/** A content folder with two pages and whatever case studies `studies` names, each with its seo. */
function contentWith(studies: Record<string, { noindex?: boolean }>, contact = false) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(data));
  };
  write('routes.json', [
    { name: 'home', path: '/' },
    { name: 'privacy', path: '/privacy/' },
    ...(contact ? [{ name: 'contact', path: '/contact/' }] : []),
  ]);
  write('form.json', { offers: [{ id: 'site-survey' }] });
  write('pages/home.json', { seo: { title: 'Home' } });
  write('pages/contact.json', { seo: { title: 'Contact' } });
  write('pages/privacy.json', { seo: { title: 'Privacy', noindex: true } });
  for (const [name, seo] of Object.entries(studies)) write(`case-studies/${name}.json`, { seo });
  return dir;
}

describe('routes', () => {
  it('makes a route of each page in routes.json, drawn by the template of its name', () => {
    const dir = contentWith({});
    expect(routesIn(dir)).toEqual([
      { name: 'home', path: '/', template: 'home', file: 'pages/home.json' },
      { name: 'privacy', path: '/privacy/', template: 'privacy', file: 'pages/privacy.json' },
    ]);
  });

  it('makes a route of each file in case-studies, in file-name order, all drawn by one template', () => {
    const dir = contentWith({ 'wind-farm': {}, 'onsite-energy': {} });
    expect(routesIn(dir).slice(2)).toEqual([
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
    expect(pathFor('ai-solutions', 'case-studies')).toBe('/ai-solutions/#case-studies');
    expect(pathFor('case-study-onsite-energy')).toBe('/case-study-onsite-energy/');
    expect(() => pathFor('pricing')).toThrow('Unknown route "pricing"');
  });

  it('turns a route name and an offer into the contact page’s copy opened on it', () => {
    expect(pathFor('contact', null, 'site-survey')).toBe('/contact/site-survey/');
    expect(pathFor('contact', 'message', 'site-survey')).toBe('/contact/site-survey/#message');
  });

  it('lists the pages and case studies whose content asks search engines to leave them out, and the contact page’s copies', () => {
    const dir = contentWith({ 'wind-farm': { noindex: true }, 'onsite-energy': {} }, true);
    expect(unlistedPaths(dir)).toEqual(['/privacy/', '/contact/site-survey/', '/case-study-wind-farm/']);
  });
});
