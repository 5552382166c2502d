import { linkLabel as labelOf } from '../../gatsby/content/route-labels.ts';
import { newestFirst, serviceProof } from '../../gatsby/content/studies.ts';
import { sitePages } from '../../gatsby/pages/plan.ts';
import { caseStudyRoute, pathFor as pathOf } from '../../gatsby/content/routes.ts';
import { contentDir, realContent } from '../fixtures/real-content.ts';
import { literally, present, wordsIn } from './words.ts';

/** The live content's routes, as the build makes them. */
export const { routes } = realContent;
const routeLabels = realContent.labels;

/** The address of a route of the live content, with an anchor or an offer's topic where given. */
export const pathFor = (name: string, hash?: string | null, topic?: string | null) => pathOf(routes, name, hash, topic);

/** A link's words in the live content: its own, or its route's name (gatsby/content/route-labels.ts). */
const linkLabel = (link: { label?: string | null; route: string }) => labelOf(link, routeLabels);

/** The live content's words (tests/support/words.ts), which the tests of every page read. */
export const { site, form, navigation, pages, studies, pageContent, fill, inputName } = wordsIn(contentDir);
export { literally, present };

/** Of those, the pages search engines may list, and the site links to. */
export const listedPages = pages.filter((page) => !page.content.seo.noindex);

const built = sitePages(realContent);

/** Every page the build makes, by path: the routes, each case study, and every page of the case-study index. */
export const builtPaths = built.map((page) => page.path);

/** Of those, the pages search engines may list: the sitemap's. */
export const listedPaths = built.filter((page) => !page.context.unlisted).map((page) => page.path);

/** The public address the build under test was made for: `npm test` builds with SITE_URL unset as 127.0.0.1:9000. */
export const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:9000';

/** The phone number of site.json as a tel: link: its digits and the leading plus. */
export const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;

/** A social profile's link as screen readers name it: the network, then that it opens a new tab. */
export const socialName = (social: { label: string }) => `${social.label} (${site.ui.newTab})`;

/** Text as React writes it into the served HTML, for checks on a response's body. */
export const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** A link in content: its words are its route's name unless it has a label (gatsby/content/route-labels.ts). */
interface ContentLink {
  label?: string;
  route: string;
  hash?: string;
  topic?: string;
}

export interface LinkGroup {
  links: ContentLink[];
  /** The group lists this many featured case studies, newest first, before its own links, each by its label. */
  caseStudies?: number;
}

/** Every case study, with its file's content and its route. */
export const caseStudies = realContent.caseStudies.map((study) => ({ ...study, ...caseStudyRoute(study.name) }));

/**
 * A link in content as the visitor sees it, [label, href]: its words ({page} filled in) and its route's path; a link
 * with a topic has its offer's words and leads to the contact page's copy opened on it.
 */
export const contentLink = (link: ContentLink): [string, string] => {
  const offer = form.offers.find((item) => item.id === link.topic);
  return [fill(linkLabel({ ...link, label: link.label ?? offer?.action })), pathFor(link.route, link.hash, link.topic)];
};

/** An item's title: the name of the page it links to, else its own (gatsby/graphql/extensions/item-title.ts). */
export const itemTitle = (item: { title?: string; link?: { route: string } }) =>
  fill(item.link ? routeLabels[item.link.route]!.label : item.title!);

/** A "Learn more" link's accessible name: its words, then what it is about (src/components/ui/MoreLink). */
export const moreLinkName = (label: string, about: string) => `${label}, ${about}`;

/** The case studies the page at this path shows, in order, as the build chose them (gatsby/pages/plan.ts). */
export const shownOn = (pagePath: string) =>
  built
    .find((page) => page.path === pagePath)!
    .context.studies!.map((name) => caseStudies.find((study) => study.path === caseStudyRoute(name).path)!);

/** The case study the home page's block for a service leads with, as the build chooses it (gatsby/content/studies.ts). */
export const serviceLead = (service: string) => serviceProof(caseStudies, service);

/** The filters the case-study index's page at this path offers, as the build listed them. */
export const filtersOf = (pagePath: string) =>
  present(built.find((page) => page.path === pagePath)?.context.filters, `filters on ${pagePath}`);

/** A navigation group's links as the visitor sees them, [label, href], its case studies included. */
export const groupLinks = ({ links, caseStudies: count = 0 }: LinkGroup): [string, string][] => [
  ...newestFirst(caseStudies.filter((study) => study.featured))
    .slice(0, count)
    .map((study): [string, string] => [study.label, study.path]),
  ...links.map((link): [string, string] => [linkLabel(link), pathFor(link.route, link.hash)]),
];

/** A route's line for menus, where it has one. */
export const routeSummary = (route: string) => routeLabels[route]?.summary;

/** A route's name for people, as menus and the editor's lists show it. */
export const routeLabel = (route: string) => routeLabels[route]!.label;
