import { indexPages, sitePages } from './plan.ts';
import { sectionStudies } from '../content/studies.ts';
import { studies, study } from '../../tests/fixtures/studies.ts';
import { realContent } from '../../tests/fixtures/real-content.ts';

const { routes } = realContent;

describe('indexPages: the case-study index and its filters', () => {
  const options = {
    index: '/case-studies/',
    perPage: 2,
    services: [
      { route: 'ai-solutions', label: 'AI Solutions' },
      { route: 'edge-bridge', label: 'Edge Bridge' },
    ],
    sectors: ['Water', 'Food & Drink'],
    portfolio: { projects: 5, sectors: 2, payback: null },
  };
  const pages = indexPages(studies, options);
  const at = (pagePath: string) => pages.find((page) => page.path === pagePath)!.context;

  it('lists every case study, featured first, then newest first, a page at a time', () => {
    const all = pages.filter((page) => page.context.listing === '/case-studies/');
    expect(all.map((page) => [page.path, page.context.studies])).toEqual([
      ['/case-studies/', ['ai', 'featured-water']],
      ['/case-studies/2/', ['new-energy', 'both']],
      ['/case-studies/3/', ['old-energy']],
    ]);
    expect(at('/case-studies/2/')).toMatchObject({ page: 2, pages: 3, listing: '/case-studies/', total: 5 });
  });

  it('makes a listing for each service and sector that has case studies, and none for those without', () => {
    expect(at('/case-studies/ai-solutions/').studies).toEqual(['ai', 'both']);
    expect(at('/case-studies/water/').studies).toEqual(['featured-water', 'new-energy']);
    expect(at('/case-studies/water/2/').studies).toEqual(['old-energy']);
    expect(pages.some((page) => page.path.startsWith('/case-studies/edge-bridge/'))).toBe(false);
    expect(pages.some((page) => page.path.startsWith('/case-studies/food-and-drink/'))).toBe(false);
    expect(at('/case-studies/').filters).toEqual([
      { kind: 'service', label: 'AI Solutions', to: '/case-studies/ai-solutions/', count: 2 },
      { kind: 'sector', label: 'Water', to: '/case-studies/water/', count: 3 },
    ]);
  });

  it('keeps every page to its size however many case studies there are', () => {
    const many = Array.from({ length: 1000 }, (_, n) =>
      study(`study-${n}`, `20${10 + (n % 15)}-0${1 + (n % 9)}`, { featured: n % 50 === 0 }),
    );
    const big = indexPages(many, { ...options, perPage: 18 });
    expect(Math.max(...big.map((page) => page.context.studies!.length))).toBe(18);
    expect(big.filter((page) => page.context.listing === '/case-studies/')).toHaveLength(Math.ceil(1000 / 18));
    expect(sectionStudies(many, { service: 'energy-management', show: 6 })).toHaveLength(6);
  });
});

describe('sitePages: every page of the content', () => {
  const pages = sitePages(realContent);

  it('makes each route of content/routes.json once, and a page for each case study', () => {
    for (const route of routes) {
      expect(pages.filter((page) => page.path === route.path)).toHaveLength(1);
    }
  });

  it('leaves out of the sitemap the pages whose content asks search engines to, and the contact page’s copies', () => {
    const unlisted = pages.filter((page) => page.context.unlisted).map((page) => page.path);
    const noindex = routes.filter((route) => realContent.routeFiles.get(route.name)?.seo.noindex).map((r) => r.path);
    const copies = realContent.form.offers.map((offer) => `/contact/${offer.id}/`);
    expect(noindex.length).toBeGreaterThan(0);
    expect(unlisted.sort()).toEqual([...noindex, ...copies].sort());
  });

  it('tells each page that shows case studies which ones, and each case study its related work', () => {
    const home = pages.find((page) => page.path === '/')!;
    expect(home.context.studies!.length).toBeGreaterThan(0);
    const onsite = pages.find((page) => page.path === '/case-study-onsite-energy/')!;
    expect(onsite.context).toMatchObject({ name: 'onsite-energy' });
    expect(onsite.context.studies).toHaveLength(3);
    expect(onsite.context.studies).not.toContain('onsite-energy');
  });

  it('gives every page of the index the figures of all the work, whatever it lists', () => {
    const listings = pages.filter((page) => page.template === 'case-studies');
    const sectors = new Set(realContent.caseStudies.map((study) => study.sector));
    expect(listings.length).toBeGreaterThan(1);
    const paybacks = realContent.caseStudies.filter((study) => study.evidence?.payback).length;
    for (const listing of listings) {
      expect(listing.context.portfolio).toMatchObject({
        projects: realContent.caseStudies.length,
        sectors: sectors.size,
      });
      expect(listing.context.portfolio?.payback?.of).toBe(paybacks);
    }
  });
});
