import fs from 'node:fs';
import path from 'node:path';
import { linkLabel, routeLabels } from '../../gatsby/route-labels';
import { newestFirst, sitePages } from '../../gatsby/pages';
import { caseStudyRoute, pathFor, routes, unlistedPaths } from '../../gatsby/routes';

export { pathFor };

const contentDir = path.resolve(__dirname, '../../content');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8'));

interface PageContent {
  /** noindex: a page search engines are asked to leave out, which nothing on the site links to. */
  seo: { title: string; description: string; noindex?: boolean };
  hero: { heading: string; text: string };
}

/** Every route with the content it must show, read from the same files the build reads. */
const everyRoute = routes.map((route) => ({
  ...route,
  content: readJson(route.file) as PageContent,
}));

const isStudy = (route: { template: string }) => route.template === 'case-study';
const plainStudy = everyRoute.find((route) => {
  const { article } = route.content as PageContent & { article?: { quote?: object; image?: object } };
  return isStudy(route) && !article?.quote && !article?.image;
});
/**
 * One of each kind of page, which the browser tests visit one by one (accessibility, screenshots, head tags, the
 * policy): every route of content/routes.json, and of the case studies, which share one template, the spec's (with
 * an illustration and a quote) and the first without either. The whole collection is checked by the build's HTML
 * and link checks and by tests/e2e/pages/case-studies.spec.ts, so the browser suite does not grow with it.
 */
export const pages = everyRoute.filter(
  (route) => !isStudy(route) || route.name === 'case-study-onsite-energy' || route === plainStudy,
);

/** Of those, the pages search engines may list, and the site links to. */
export const listedPages = pages.filter((page) => !page.content.seo.noindex);

const built = sitePages(contentDir);

/** Every page the build makes, by path: the routes, each case study, and every page of the case-study index. */
export const builtPaths = built.map((page) => page.path);

/** Of those, the pages search engines may list: the sitemap's. */
export const listedPaths = builtPaths.filter((pagePath) => !unlistedPaths(contentDir).includes(pagePath));

export const site = readJson('site.json');

/** The public address the build under test was made for: `npm test` builds with SITE_URL unset as 127.0.0.1:9000. */
export const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:9000';
export const navigation = readJson('navigation.json');
export const form = readJson('form.json');

/** Text as the build fills it: {founder}, {company} and {email} become the company's facts (gatsby/schema.ts). */
export const fill = (text: string): string =>
  text
    .replace(/\{founder\}/g, site.founder)
    .replace(/\{company\}/g, site.name)
    .replace(/\{email\}/g, site.email);

/** The phone number of site.json as a tel: link: its digits and the leading plus. */
export const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;

/** A social profile's link as screen readers name it: the network, then that it opens a new tab. */
export const socialName = (social: { label: string }) => `${social.label} (${site.ui.newTab})`;

/** Text to match literally inside a regular expression, whatever punctuation content gives it. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A contact form field's accessible name, by its key in content/form.json: its label, then its required mark. */
export const inputName = (input: 'name' | 'email' | 'message') => new RegExp(`^${literally(form.inputs[input].label)}`);

/** Text as React writes it into the served HTML, for checks on a response's body. */
export const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** A link in content: its words are its route's name unless it has a label (gatsby/route-labels.ts). */
interface ContentLink {
  label?: string;
  route: string;
  hash?: string;
}

export interface LinkGroup {
  links: ContentLink[];
  /** The group lists this many featured case studies, newest first, before its own links, each by its label. */
  caseStudies?: number;
}

/** Every case study, with its file's content and its route. */
export const caseStudies = routes
  .filter((route) => route.template === 'case-study')
  .map((route) => ({ ...readJson(route.file), name: route.name, path: route.path }));

/** A link in content as the visitor sees it, [label, href]: its words ({page} filled in) and its route's path. */
export const contentLink = (link: ContentLink): [string, string] => [
  fill(linkLabel(link)),
  pathFor(link.route, link.hash),
];

/** An item's title: the name of the page it links to, else its own (gatsby/schema.ts, itemTitle). */
export const itemTitle = (item: { title?: string; link?: { route: string } }) =>
  fill(item.link ? routeLabels[item.link.route]!.label : item.title!);

/** A "Learn more" link's accessible name: its words, then what it is about (src/components/ui/MoreLink). */
export const moreLinkName = (label: string, about: string) => `${label}, ${about}`;

/** The case studies the page at this path shows, in order, as the build chose them (gatsby/pages.ts). */
export const shownOn = (pagePath: string) =>
  built
    .find((page) => page.path === pagePath)!
    .context.studies!.map((name) => caseStudies.find((study) => study.path === caseStudyRoute(name).path)!);

/** The build's context of the page at this path (the index's listing, page and filters). */
export const contextOf = (pagePath: string) => built.find((page) => page.path === pagePath)!.context;

/** A navigation group's links as the visitor sees them, [label, href], its case studies included. */
export const groupLinks = ({ links, caseStudies: count = 0 }: LinkGroup): [string, string][] => [
  ...newestFirst(caseStudies.filter((study) => study.featured))
    .slice(0, count)
    .map((study): [string, string] => [study.label, study.path]),
  ...links.map((link): [string, string] => [linkLabel(link), pathFor(link.route, link.hash)]),
];

/** A route's line for menus, where it has one. */
export const routeSummary = (route: string) => routeLabels[route]?.summary;

/** The whole content file of one page, for tests that check its sections against what the file says. */
// Typed loosely on purpose: the build checks content shapes; tests read whatever fields they assert on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const pageContent = (route: string): any => readJson(routes.find((r) => r.name === route)!.file);
