import type { Page } from '@playwright/test';
import { expectCaseCards } from '../../support/cases.ts';
import { caseStudies, filtersOf, pageContent, shownOn, site, siteUrl } from '../../support/content.ts';
import { expect, openPage, test, widths } from '../../support/test.ts';

const index = pageContent('case-studies');
const filters = filtersOf('/case-studies/');
/** The band of the index that lists case studies: its heading names the listing, its nav holds the filters. */
const listing = (page: Page) =>
  page.getByRole('region').filter({ has: page.getByRole('navigation', { name: index.filters.label }) });

test.describe('case studies index', () => {
  test('lists every case study, the featured ones first, then the newest, each as a card', async ({ page }) => {
    await openPage(page, '/case-studies/');
    const studies = shownOn('/case-studies/');
    expect(studies).toHaveLength(caseStudies.length);
    const featured = studies.findIndex((study) => !study.featured);
    expect(studies.slice(featured).every((study) => !study.featured)).toBe(true);
    await expect(listing(page).getByRole('heading', { level: 2 })).toHaveText(index.filters.all);
    await expectCaseCards(listing(page), studies);
  });

  test('opens with the work in figures: projects, sectors and the median payback of those that state one', async ({
    page,
  }) => {
    await openPage(page, '/case-studies/', widths.mobile);
    // Counted here from the content, as a reader would count the cards: every payback in it is in months.
    const months = caseStudies
      .flatMap((study) => (study.evidence?.payback ? [Number(/\d+/.exec(study.evidence.payback)![0])] : []))
      .sort((a, b) => a - b);
    const median = Math.round(
      (months[Math.floor((months.length - 1) / 2)]! + months[Math.ceil((months.length - 1) / 2)]!) / 2,
    );
    const { portfolio } = index;
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    const figures = hero.getByRole('definition');
    await expect(hero.getByRole('term')).toHaveText([
      portfolio.projects,
      portfolio.sectors,
      portfolio.payback.replace('{count}', String(months.length)),
    ]);
    await expect(figures).toHaveText([
      String(caseStudies.length),
      String(new Set(caseStudies.map((study) => study.sector)).size),
      portfolio.months.replace('{months}', String(median)),
    ]);
    for (const figure of await figures.all()) await expect(figure).toBeInViewport();
  });

  test('filters by service and by sector, each filter a page of its own listing exactly its case studies', async ({
    page,
  }) => {
    const services = index.filters.services;
    for (const filter of filters) {
      await openPage(page, filter.to);
      const nav = page.getByRole('navigation', { name: index.filters.label });
      await expect(nav.getByRole('link', { name: `${filter.label} (${filter.count})` })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
      await expect(listing(page).getByRole('heading', { level: 2 })).toHaveText(filter.label);
      const service = services.find((route) => filter.to.endsWith(`/${route}/`));
      const expected = caseStudies.filter((study) =>
        service ? study.services.includes(service) : study.sector === filter.label,
      );
      expect(
        shownOn(filter.to)
          .map((study) => study.label)
          .sort(),
      ).toEqual(expected.map((study) => study.label).sort());
      await expect(listing(page).getByRole('article')).toHaveCount(filter.count);
      await expect(page).toHaveTitle(`${index.seo.title}: ${filter.label} | ${site.shortName}`);
    }
  });

  test('offers only filters that have case studies, with their counts', () => {
    expect(filters.length).toBeGreaterThan(2);
    for (const filter of filters) expect(filter.count).toBeGreaterThan(0);
  });

  test('keeps the visitor at the listing when they choose a filter, and back to all of them', async ({ page }) => {
    await openPage(page, '/case-studies/', widths.mobile);
    const [first] = filters;
    await page.getByRole('link', { name: `${first!.label} (${first!.count})` }).click();
    await expect(page).toHaveURL(`${first!.to}#listing`);
    await expect(listing(page).getByRole('heading', { level: 2 })).toHaveText(first!.label);
    await expect(listing(page).getByRole('heading', { level: 2 })).toBeInViewport();
    await page.getByRole('link', { name: `${index.filters.all} (${caseStudies.length})` }).click();
    await expect(listing(page).getByRole('article')).toHaveCount(caseStudies.length);
  });
});

test.describe('case studies index without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters by following a link', async ({ page }) => {
    await page.goto('/case-studies/');
    const last = filters.at(-1)!;
    await page.getByRole('link', { name: `${last.label} (${last.count})` }).click();
    await expect(listing(page).getByRole('heading', { level: 2 })).toHaveText(last.label);
    await expect(listing(page).getByRole('article')).toHaveCount(last.count);
  });
});

/**
 * The whole collection, read as a crawler would (no browser, so the check stays quick however many case studies there
 * are): each has its page, is in the index and under its services' and sector's filters, and in the sitemap.
 */
test.describe('every case study', () => {
  test('has its own page, and is listed in the index, under each of its filters and in the sitemap', async ({
    request,
  }) => {
    const html = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return response.text();
    };
    const links = async (path: string) =>
      [...(await html(path)).matchAll(/href="(\/case-study-[^"#]+)"/g)].map((m) => m[1]);
    const sitemap = await html('/sitemap-0.xml');
    const all = await links('/case-studies/');
    for (const study of caseStudies) {
      const page = await html(study.path);
      expect(page, study.path).toContain(`<h1`);
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(page)?.[1]?.replace(/&amp;/g, '&');
      expect(title, study.path).toBe(`${study.seo.title} | ${site.shortName}`);
      expect(all, study.path).toContain(study.path);
      for (const filter of filters.filter(
        (f) => f.label === study.sector || study.services.some((service: string) => f.to.endsWith(`/${service}/`)),
      )) {
        expect(await links(filter.to), `${study.path} under ${filter.to}`).toContain(study.path);
      }
      expect(sitemap, study.path).toContain(`<loc>${siteUrl}${study.path}</loc>`);
    }
  });
});
