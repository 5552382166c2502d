import { offerAddressProblems, sectorProblems } from './listings.ts';

const services = ['ai-solutions', 'energy-management'];
const problemsOf = (...sectors: string[]) => sectorProblems({ sectors, services }, '/case-studies/');

describe('sectorProblems', () => {
  it('passes sectors whose names make addresses of their own', () => {
    expect(problemsOf('Manufacturing', 'Food & Drink', 'Water')).toEqual([]);
  });

  it('names a sector whose name makes no address, or a page number', () => {
    expect(problemsOf('Ενέργεια', '2024')).toEqual([
      'sectors.items[0].name "Ενέργεια" makes no address for its case studies’ listing: give it a name with Latin letters',
      'sectors.items[1].name "2024" makes the address /case-studies/2024/, a page of the case-study index: give it a name with letters',
    ]);
  });

  it('names a sector whose address is another sector’s or a service filter’s', () => {
    expect(problemsOf('Food & Drink', 'Food and Drink', 'Energy Management')).toEqual([
      'sectors.items[1].name "Food and Drink" makes the address /case-studies/food-and-drink/, already the listing of the sector "Food & Drink": give each sector a name of its own',
      'sectors.items[2].name "Energy Management" makes the address /case-studies/energy-management/, already the filter of the service energy-management: give each sector a name of its own',
    ]);
  });
});

describe('offerAddressProblems', () => {
  const page = (name: string, path: string, template = name) => ({ name, path, template, file: `pages/${name}.json` });
  const routes = [page('home', '/'), page('contact', '/contact/')];

  it('passes pages away from the offers’ addresses', () => {
    expect(offerAddressProblems([...routes, page('offers', '/offers/')], ['site-survey'])).toEqual([]);
  });

  it('names a page at the address of the contact page opened on an offer', () => {
    expect(offerAddressProblems([...routes, page('survey', '/contact/site-survey/')], ['site-survey'])).toEqual([
      '[2].path "/contact/site-survey/" is where the contact page opens on the offer "site-survey": choose another address',
    ]);
  });
});
