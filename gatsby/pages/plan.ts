import { filteredListing, listingPage, slug, topicPath } from '../../src/lib/listing.ts';
import type { Content } from '../content/read.ts';
import type { ContactContext, Filter, ListingContext, Portfolio } from '../../src/lib/pageContexts.ts';
import { portfolioOf } from '../content/portfolio.ts';
import { caseStudyRoute } from '../content/routes.ts';
import { newestFirst, relatedStudies, sectionStudies, type Study } from '../content/studies.ts';

/**
 * Every page the build makes, and which case studies each shows. Pure over the content snapshot, so the rules are
 * tested without a build; gatsby-node.ts turns the case studies' file names into node ids for the queries.
 */

/**
 * A page the build makes: its template (src/templates, without `.tsx`) and its context as the template reads it
 * (src/lib/pageContexts.ts), the case studies named by file; a case study's page has its own file's `name` where the template
 * takes its node's `id`. `unlisted` marks a page the sitemap leaves out: one whose content asks search engines to
 * (seo.noindex), and the contact page's copies opened on an offer, whose canonical address is the contact page's.
 */
export interface SitePage {
  path: string;
  template: string;
  context: Partial<ListingContext> & ContactContext & { name?: string; unlisted?: boolean };
}

/** The index's order: the featured case studies first, each part newest first. */
const featuredFirst = (studies: readonly Study[]) =>
  newestFirst(studies).sort((a, b) => Number(Boolean(b.featured)) - Number(Boolean(a.featured)));

interface IndexOptions {
  /** Where the index starts: /case-studies/. */
  index: string;
  perPage: number;
  /** The services a case study may name, in the order the filter lists them, with their names. */
  services: { route: string; label: string }[];
  /** The sectors a case study may name, in the order the filter lists them. */
  sectors: string[];
  /** Every case study's figures, for the top of each page. */
  portfolio: Portfolio;
}

/**
 * The index's pages: every case study, then one listing per service and per sector that has any, each split into
 * pages of `perPage`, so no page grows with the collection. Each page knows every filter, to list them.
 */
export function indexPages(
  studies: readonly Study[],
  { index, perPage, services, sectors, portfolio }: IndexOptions,
): SitePage[] {
  const listings = [
    { kind: null, base: index, studies: featuredFirst(studies) },
    ...services.map(({ route, label }) => ({
      kind: 'service' as const,
      label,
      base: filteredListing(index, route),
      studies: featuredFirst(studies.filter((study) => study.services.includes(route))),
    })),
    ...sectors.map((sector) => ({
      kind: 'sector' as const,
      label: sector,
      base: filteredListing(index, slug(sector)),
      studies: featuredFirst(studies.filter((study) => study.sector === sector)),
    })),
  ].filter((listing) => listing.kind === null || listing.studies.length > 0);
  const filters: Filter[] = listings.flatMap((listing) =>
    listing.kind ? [{ kind: listing.kind, label: listing.label, to: listing.base, count: listing.studies.length }] : [],
  );
  return listings.flatMap((listing) => {
    const pages = Math.max(1, Math.ceil(listing.studies.length / perPage));
    return Array.from({ length: pages }, (_, at) => ({
      path: listingPage(listing.base, at + 1),
      template: 'case-studies',
      context: {
        studies: listing.studies.slice(at * perPage, (at + 1) * perPage).map((study) => study.name),
        index,
        total: studies.length,
        listing: listing.base,
        page: at + 1,
        pages,
        filters,
        portfolio,
      } satisfies ListingContext,
    }));
  });
}

/** Every page of the content: the routes of routes.json, each case study, and the index's pages. */
export function sitePages(
  content: Pick<Content, 'routes' | 'labels' | 'pages' | 'caseStudies' | 'routeFiles' | 'form'>,
) {
  const { routes, labels, caseStudies: studies } = content;
  const pages: SitePage[] = [];
  for (const route of routes) {
    if (route.template === 'case-study') continue;
    const index = content.pages['case-studies'];
    if (route.template === 'case-studies' && index) {
      const sectors = content.pages.home?.sectors.items ?? [];
      pages.push(
        ...indexPages(studies, {
          index: route.path,
          perPage: index.perPage,
          services: index.filters.services.map((service) => ({ route: service, label: labels[service]!.label })),
          sectors: sectors.map((sector) => sector.name),
          portfolio: portfolioOf(studies),
        }),
      );
      continue;
    }
    const file = content.routeFiles.get(route.name);
    const section = file && 'caseStudies' in file ? file.caseStudies : undefined;
    const context = section ? { studies: sectionStudies(studies, section) } : {};
    pages.push({ path: route.path, template: route.template, context: { ...context, ...unlisted(file) } });
    // The contact page once more for each offer, its form opened on it (links with a topic go there), whose
    // canonical address is the contact page's.
    if (route.template === 'contact') {
      for (const { id } of content.form.offers) {
        const copy = { ...context, topic: id, canonical: route.path, unlisted: true };
        pages.push({ path: topicPath(route.path, id), template: route.template, context: copy });
      }
    }
  }
  for (const study of studies) {
    pages.push({
      path: caseStudyRoute(study.name).path,
      template: 'case-study',
      context: { name: study.name, studies: relatedStudies(studies, study), ...unlisted(study) },
    });
  }
  return pages;
}

/** A page whose content asks search engines to leave it out: the sitemap does too (gatsby-config.ts). */
const unlisted = (file: { seo: { noindex?: boolean | null } } | undefined) =>
  file?.seo.noindex ? { unlisted: true } : {};
