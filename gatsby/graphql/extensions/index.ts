import { caseStudyListing } from './case-study-listing.ts';
import { caseStudyPath } from './case-study-path.ts';
import { facts } from './facts.ts';
import { featuredStudy } from './featured-study.ts';
import { itemTitle } from './item-title.ts';
import { linkLabel } from './link-label.ts';
import { linkOffer } from './link-offer.ts';
import { lucide } from './lucide.ts';
import { offerPath } from './offer-path.ts';
import { peoplePath } from './people-path.ts';
import { routePath } from './route-path.ts';
import { routeSummary } from './route-summary.ts';
import { sectorListing } from './sector-listing.ts';
import { serviceLinks } from './service-links.ts';
import { serviceProof } from './service-proof.ts';
import { withCaseStudies } from './with-case-studies.ts';
import type { Extension } from './scope.ts';

/** The field extensions content types use, by the directive name their GraphQL types give them (types.ts). */
export const extensions = {
  caseStudyListing,
  caseStudyPath,
  facts,
  featuredStudy,
  itemTitle,
  linkLabel,
  linkOffer,
  lucide,
  offerPath,
  peoplePath,
  routePath,
  routeSummary,
  sectorListing,
  serviceLinks,
  serviceProof,
  withCaseStudies,
} satisfies Record<string, Extension>;
