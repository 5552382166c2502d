import fs from 'node:fs';
import path from 'node:path';
import routeList from '../content/routes.json';

/** A page of the site: `name` is what content refers to, `path` is its URL, `template` its file in src/templates. */
export interface Route {
  name: string;
  path: string;
  template: string;
}

/** The one route list: gatsby-node creates pages from it, content links resolve through it, tests visit it. */
export const routes: readonly Route[] = routeList;

/** The URL of a named route, with an optional in-page anchor. Paths end in a slash (trailingSlash: 'always'). */
export function pathFor(name: string, hash?: string | null): string {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route "${name}": add it to content/routes.json`);
  return hash ? `${route.path}#${hash}` : route.path;
}

/** The paths of pages whose content asks search engines to leave them out (seo.noindex), for the sitemap. */
export function unlistedPaths(contentDir = path.resolve(__dirname, '../content')): string[] {
  return routes
    .filter((route) => {
      const page = JSON.parse(fs.readFileSync(path.join(contentDir, 'pages', `${route.name}.json`), 'utf8')) as {
        seo?: { noindex?: boolean };
      };
      return page.seo?.noindex === true;
    })
    .map((route) => route.path);
}
