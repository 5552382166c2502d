import fs from 'node:fs';
import path from 'node:path';
import { caseStudyPrefix } from '../../src/lib/listing';

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

export const contentDir = path.resolve(__dirname, '../../content');

const jsonFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
    : [];

/** The route of the case study in content/case-studies/<fileName>.json. */
export function caseStudyRoute(fileName: string): Route {
  const pagePath = `${caseStudyPrefix}${fileName}/`;
  return { name: pagePath.slice(1, -1), path: pagePath, template: 'case-study', file: `case-studies/${fileName}.json` };
}

/** Every route of the site whose content is in `dir`. */
export function routesIn(dir: string): Route[] {
  const pages = JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')) as { name: string; path: string }[];
  const caseStudies = jsonFiles(path.join(dir, 'case-studies')).map((file) =>
    caseStudyRoute(path.basename(file, '.json')),
  );
  return [...pages.map((page) => ({ ...page, template: page.name, file: `pages/${page.name}.json` })), ...caseStudies];
}

/** The one route list: gatsby-node creates pages from it, content links resolve through it, tests visit it. */
export const routes: readonly Route[] = routesIn(contentDir);

/**
 * The URL of a named route, with an optional in-page anchor. Paths end in a slash (trailingSlash: 'always'). With a
 * `topic` (an offer's id, on the contact page) it is that page's copy with the topic chosen: `/contact/site-survey/`.
 */
export function pathFor(name: string, hash?: string | null, topic?: string | null): string {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route "${name}": add it to content/routes.json or content/case-studies`);
  const page = topic ? topicPath(route.path, topic) : route.path;
  return hash ? `${page}#${hash}` : page;
}

/** The name of the route drawn by the contact template: the page links with a topic lead to. */
export const contactRoute = (list: readonly Route[]) =>
  list.find((route) => route.template === 'contact')?.name ?? 'contact';

/** The contact page's copy whose form has the offer `topic` chosen, so it opens so without JavaScript too. */
export const topicPath = (contactPath: string, topic: string) => `${contactPath}${topic}/`;

/**
 * The paths the sitemap leaves out: pages whose content asks search engines to (seo.noindex), and the contact page's
 * copies opened on an offer, whose canonical address is the contact page's.
 */
export function unlistedPaths(dir = contentDir): string[] {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const { offers } = read('form.json') as { offers: { id: string }[] };
  return routesIn(dir).flatMap((route) => [
    ...((read(route.file) as { seo?: { noindex?: boolean } }).seo?.noindex === true ? [route.path] : []),
    ...(route.template === 'contact' ? offers.map((offer) => topicPath(route.path, offer.id)) : []),
  ]);
}
