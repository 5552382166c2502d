/**
 * What the build tells each template about its page (Gatsby's pageContext), one type per template, which the
 * template imports. The build's page planner (gatsby/pages/plan.ts) makes them, naming case studies by their files;
 * gatsby-node.ts turns those names into the node ids the templates' queries take. They live here, a leaf both the
 * site and the build import, so the site imports nothing from the build and the build no component.
 */

/**
 * The work in figures, over every case study: projects, sectors, and the middle payback of the projects that state
 * one (`of` them), in whole months; null when none does.
 */
export interface Portfolio {
  projects: number;
  sectors: number;
  payback: { months: number; of: number } | null;
}

/** One of the case-study index's listings: those of one service or sector, where it starts and how many it holds. */
export interface Filter {
  kind: 'service' | 'sector';
  label: string;
  to: string;
  count: number;
}

/** A page that shows case studies: their node ids, in the order to show them. */
export interface StudiesContext {
  studies: string[];
}

/** One page of one listing of the case-study index (case-studies.tsx). */
export interface ListingContext extends StudiesContext {
  /** Where the index starts, and how many case studies there are in all. */
  index: string;
  total: number;
  /** Where the listing starts: the index for all of them, /case-studies/<filter>/ for one service or sector. */
  listing: string;
  page: number;
  pages: number;
  filters: Filter[];
  /** The whole index's figures, the same on each of its pages. */
  portfolio: Portfolio;
}

/** A case study's page (case-study.tsx): its own node's id, and the other work it leads to. */
export interface CaseStudyContext extends StudiesContext {
  id: string;
}

/** The contact page (contact.tsx) or its copy opened on an offer: the offer's id and the contact page's address. */
export interface ContactContext extends Partial<StudiesContext> {
  topic?: string;
  canonical?: string;
}
