import { caseStudyPrefix, linkPath } from '../../src/lib/listing.ts';

/**
 * A page of the site: `name` is what content refers to, `path` is its URL, `template` its file in src/templates.
 * content/routes.json lists the pages, each with its content in content/pages/<name>.json and its template
 * src/templates/<name>.tsx; each file in content/case-studies adds a case study, case-study-<file name>, at
 * /case-study-<file name>/, drawn by src/templates/case-study.tsx.
 */
export interface Route {
  name: string;
  path: string;
  template: string;
  /** Its content file, relative to the content folder. */
  file: string;
}

/** The route of the case study in content/case-studies/<fileName>.json. */
export function caseStudyRoute(fileName: string): Route {
  const pagePath = `${caseStudyPrefix}${fileName}/`;
  return { name: pagePath.slice(1, -1), path: pagePath, template: 'case-study', file: `case-studies/${fileName}.json` };
}

/** Where content/routes.json lists a page: its name, its address, and its names for people (route-labels.ts). */
export interface RouteEntry {
  name: string;
  path: string;
}

/** Every route of the site: the pages of content/routes.json, then a case study for each of `caseStudies` (file names). */
export function routesFrom(pages: readonly RouteEntry[], caseStudies: readonly string[]): Route[] {
  return [
    ...pages.map(({ name, path }) => ({ name, path, template: name, file: `pages/${name}.json` })),
    ...caseStudies.map((name) => caseStudyRoute(name)),
  ];
}

/**
 * The URL of a named route among `routes`, with an optional in-page anchor. Paths end in a slash (trailingSlash:
 * 'always'). With a `topic` (an offer's id, on the contact page) it is that page's copy with the topic chosen:
 * `/contact/site-survey/`.
 */
export function pathFor(routes: readonly Route[], name: string, hash?: string | null, topic?: string | null): string {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route "${name}": add it to content/routes.json or content/case-studies`);
  return linkPath(route.path, hash, topic);
}

/** The name of the route drawn by the contact template: the page links with a topic lead to. */
export const contactRoute = (list: readonly Route[]) =>
  list.find((route) => route.template === 'contact')?.name ?? 'contact';
