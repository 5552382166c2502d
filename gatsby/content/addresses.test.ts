import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addressProblems, type AddressSources } from './addresses.ts';

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
fs.mkdirSync(path.join(staticDir, 'icons'));
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const sources: AddressSources = {
  pages: [
    { name: 'home', path: '/', label: 'Home' },
    { name: 'ai-solutions', path: '/ai-solutions/', label: 'AI Solutions' },
    { name: 'contact', path: '/contact/', label: 'Contact' },
    { name: 'case-studies', path: '/case-studies/', label: 'Case Studies' },
  ],
  studies: ['water-telemetry', 'chp-2025'],
  offers: [{ id: 'site-survey', name: 'Site Survey' }],
  services: ['ai-solutions'],
  sectors: ['Manufacturing', 'Food & Drink', 'Water'],
  staticDir,
};
const problemsWith = (more: Partial<AddressSources>) => addressProblems({ ...sources, ...more });
const withPage = (pagePath: string) =>
  problemsWith({ pages: [...sources.pages, { name: 'offers', path: pagePath, label: 'Offers' }] });

describe('the address table', () => {
  it('passes the pages, case studies, offers’ pages and listings each at an address of its own', () => {
    expect(addressProblems(sources)).toEqual([]);
  });

  it('names the page, case study, offer or listing already at a page’s address, by its name for people', () => {
    expect(withPage('/ai-solutions/')).toEqual([
      {
        file: 'routes.json',
        message: '[4].path "/ai-solutions/" is already the address of the page "AI Solutions": choose another address',
      },
    ]);
    expect(withPage('/contact/site-survey/')).toEqual([
      {
        file: 'routes.json',
        message:
          '[4].path "/contact/site-survey/" is already the address of the contact page opened on the offer "Site Survey": choose another address',
      },
    ]);
  });

  it('keeps the addresses of the editor, the build, static/’s folders, the case studies and their lists', () => {
    const kept = [
      ['/admin/', 'is kept for the editor'],
      ['/page-data/x/', 'is kept for the build’s files'],
      ['/icons/', 'is kept for files from static/icons/'],
      ['/case-study-x/', 'starts like a case study’s address (/case-study-…)'],
      ['/case-studies/x/', 'is under /case-studies/, where the case-study lists go'],
    ];
    for (const [pagePath, reason] of kept) {
      expect(withPage(pagePath!)).toEqual([
        { file: 'routes.json', message: `[4].path "${pagePath}" ${reason}: choose another address` },
      ]);
    }
  });

  it('names a sector whose listing would have no address of its own, or another sector’s or a service’s', () => {
    const sectors = ['Food & Drink', 'Food and Drink', 'AI Solutions', 'Ενέργεια', '2024'];
    expect(problemsWith({ sectors }).map(({ file, message }) => `${file}: ${message}`)).toEqual([
      'pages/home.json: sectors.items[3].name "Ενέργεια" makes no address for its case studies’ listing: give it a name with Latin letters',
      'pages/home.json: sectors.items[4].name "2024" makes the address /case-studies/2024/, a page of the case-study index: give it a name with letters',
      'pages/home.json: sectors.items[1].name "Food and Drink" makes the address /case-studies/food-and-drink/, already the address of the case studies of the sector "Food & Drink": give each sector a name of its own',
      'pages/home.json: sectors.items[2].name "AI Solutions" makes the address /case-studies/ai-solutions/, already the address of the case studies of AI Solutions: give each sector a name of its own',
    ]);
  });

  it('names a case study’s file name that makes an odd address, and the name to give it', () => {
    expect(problemsWith({ studies: ['Water Telemetry', 'café-energie'] })).toEqual([
      {
        file: 'case-studies/Water Telemetry.json',
        message:
          'its file name is its page’s address (/case-study-Water Telemetry/): rename the file in lower-case words joined by hyphens, water-telemetry.json',
      },
      {
        file: 'case-studies/café-energie.json',
        message:
          'its file name is its page’s address (/case-study-café-energie/): rename the file in lower-case words joined by hyphens, cafe-energie.json',
      },
    ]);
  });

  it('says nothing more of two offers with one id or a service listed twice, which have their own messages', () => {
    const twice = { id: 'site-survey', name: 'Survey' };
    expect(problemsWith({ offers: [...sources.offers, twice], services: ['ai-solutions', 'ai-solutions'] })).toEqual(
      [],
    );
  });
});
