import fs from 'node:fs';
import path from 'node:path';
import { linkLabel, routeLabels } from '../../gatsby/route-labels';
import { pathFor, routes } from '../../gatsby/routes';

const contentDir = path.resolve(__dirname, '../../content');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8'));

interface PageContent {
  /** noindex: a page search engines are asked to leave out, which nothing on the site links to. */
  seo: { title: string; description: string; noindex?: boolean };
  hero: { heading: string; text: string };
}

/** Every route with the content it must show, read from the same files the build reads. */
export const pages = routes.map((route) => ({
  ...route,
  content: readJson(route.file) as PageContent,
}));

/** The pages search engines may list, and the site links to. */
export const listedPages = pages.filter((page) => !page.content.seo.noindex);

export const site = readJson('site.json');

/** The public address the build under test was made for: `npm test` builds with SITE_URL unset as 127.0.0.1:9000. */
export const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:9000';
export const navigation = readJson('navigation.json');
export const form = readJson('form.json');

/** A link in content: its words are its route's name unless it has a label (gatsby/route-labels.ts). */
export interface ContentLink {
  label?: string;
  route: string;
  hash?: string;
}

export interface LinkGroup {
  links: ContentLink[];
  /** The group lists the case studies too, after its own links, each by its label. */
  caseStudies?: boolean;
}

/** A navigation group's links as the visitor sees them, [label, href], its case studies included. */
export const groupLinks = ({ links, caseStudies }: LinkGroup): [string, string][] => [
  ...links.map((link): [string, string] => [linkLabel(link), pathFor(link.route, link.hash)]),
  ...(caseStudies ? routes.filter((route) => route.template === 'case-study') : []).map((route): [string, string] => [
    linkLabel({ route: route.name }),
    route.path,
  ]),
];

/** A route's line for menus, where it has one. */
export const routeSummary = (route: string) => routeLabels[route]?.summary;

/** The whole content file of one page, for tests that check its sections against what the file says. */
// Typed loosely on purpose: the build checks content shapes; tests read whatever fields they assert on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const pageContent = (route: string): any => readJson(routes.find((r) => r.name === route)!.file);
