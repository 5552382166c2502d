/** Every case study's page is at /case-study-<its file's name>/. */
export const caseStudyPrefix = '/case-study-';

/**
 * The addresses of the case-study index's pages, shared by the build that makes them and the links that lead to
 * them. A listing (all case studies, or those of one service or sector) starts at its base path and goes on at
 * `<base><n>/`: /case-studies/, /case-studies/2/, /case-studies/water/, /case-studies/water/2/.
 */
export const listingPage = (base: string, page: number) => (page <= 1 ? base : `${base}${page}/`);

/** The base path of a listing filtered by `filter` (a service's route name or a sector's slug) under `index`. */
export const filteredListing = (index: string, filter?: string | null) => (filter ? `${index}${filter}/` : index);

/** The contact page's copy whose form has the offer `topic` chosen, so it opens so without JavaScript too. */
export const topicPath = (contactPath: string, topic: string) => `${contactPath}${topic}/`;

/** A link's address: its page's, the copy opened on an offer with a `topic`, at a part of it with a `hash`. */
export function linkPath(pagePath: string, hash?: string | null, topic?: string | null): string {
  const page = topic ? topicPath(pagePath, topic) : pagePath;
  return hash ? `${page}#${hash}` : page;
}

/** A sector's name as it appears in an address: "Food & Drink" is food-and-drink. */
export const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
