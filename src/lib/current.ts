import { caseStudyPrefix } from './listing.ts';
import type { ContentLink } from '../types/content.ts';

/** Paths end in a slash (trailingSlash: 'always'), but a visitor may type one without. */
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** Whether a link leads to the page shown now (a link to a part of a page, `#…`, never does). */
export const isCurrent = (to: string, pathname: string) => !to.includes('#') && to === withSlash(pathname);

/** Whether the page shown now is a page of a link's section: the page itself, or one under it (/case-studies/water/). */
const isWithin = (to: string, pathname: string) =>
  isCurrent(to, pathname) || (to !== '/' && !to.includes('#') && withSlash(pathname).startsWith(to));

/**
 * Whether the page shown now belongs to a group of links: one of its pages or a page under one, or, for a group that
 * lists case studies, any case study. The header marks that menu as the current section.
 */
export const holdsCurrent = (group: { links: readonly ContentLink[]; caseStudies?: number | null }, pathname: string) =>
  group.links.some((link) => isWithin(link.to, pathname)) ||
  (Boolean(group.caseStudies) && pathname.startsWith(caseStudyPrefix));
