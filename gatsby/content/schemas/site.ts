import { array, number, string } from 'yup';
import { linkSchema, listOf, must, optionalUpTo, record, statSchema, text, upTo } from './parts.ts';

/*
 * The shapes of the site-wide files: content/routes.json, site.json and navigation.json. Their parts are in
 * parts.ts, which the pages' files share.
 */

/** A page: `name` for content and code, `path` its URL, `label` its name for people, `summary` its line in menus. */
export const routeSchema = record({
  name: must(/^[a-z0-9-]+$/, 'be lower-case words joined by hyphens').required(),
  path: must(/^\/([a-z0-9-]+\/)*$/, 'start and end with "/"').required(),
  label: upTo(30, 'in the menus and the footer'),
  summary: optionalUpTo(70, 'under the page’s name in the menus'),
});

export const routesSchema = array().of(routeSchema).min(1).required();

export function siteSchema() {
  return record({
    name: text(),
    shortName: text(),
    strapline: text(),
    founder: text(),
    email: string().email().required(),
    // Dialled as written: the site links it as tel:, keeping only its digits and a leading +.
    phone: must(
      /^\+?[0-9 ()-]{10,20}$/,
      'be a phone number in digits, with spaces and a + at the start if you like, e.g. +44 20 7946 0000',
    ).required(),
    address: record(
      { streetAddress: text(), locality: text(), postalCode: text(), country: text() },
      'SiteAddress',
    ).required(),
    social: listOf(record({ label: text(), icon: text(), url: string().url().required() }, 'SocialLink')),
    stats: listOf(statSchema()),
    ui: record(
      {
        skipLink: text(),
        homeLink: text(),
        menuOpen: text(),
        close: text(),
        readCaseStudy: text(),
        newTab: text(),
        copyright: text(),
        notFound: record(
          { title: text(), description: text(), heading: text(), text: text(), homeLink: text() },
          'NotFoundText',
        ).required(),
        error: record({ heading: text(), text: text(), homeLink: text() }, 'ErrorText').required(),
        // A chart's table: the heading of its last row (each series' total, or average) and of its change column.
        // `points`: the unit of a change in a share ("% points"), in place of a % unit's sign.
        chart: record({ total: text(), average: text(), change: text(), points: text() }, 'ChartWords').required(),
      },
      'SiteUi',
    ).required(),
  });
}

export function navigationSchema(routeNames: readonly string[]) {
  const link = linkSchema(routeNames);
  // A group of links; `caseStudies` puts that many featured case studies, newest first, before its own links.
  const groupLinks = {
    links: array().of(link).required().meta({ graphql: '[ContentLink!] @withCaseStudies' }),
    caseStudies: number().integer().min(1).max(6),
  };
  const listsSomething = (value: { caseStudies?: number; links?: unknown[] }) =>
    Boolean(value.caseStudies || value.links?.length);
  const emptyGroup = '${path} must list links or the case studies';
  const menu = record({ label: upTo(20, 'in the header, beside the other menus'), ...groupLinks }, 'NavMenu').test(
    'links',
    emptyGroup,
    listsSomething,
  );
  const footerGroup = record({ title: text(), ...groupLinks }, 'FooterGroup').test('links', emptyGroup, listsSomething);
  return record({
    header: record(
      {
        label: text(),
        menus: array().of(menu).required(),
        // The title of the plain links where they are listed as a group (the mobile menu, the not-found page).
        linksTitle: text(),
        links: array().of(link).required(),
        cta: link.required(),
      },
      'HeaderNavigation',
    ).required(),
    footer: record(
      {
        about: text(),
        groups: array().of(footerGroup).required(),
        contactTitle: text(),
        socialTitle: text(),
        legal: array().of(link).required(),
      },
      'FooterNavigation',
    ).required(),
  });
}
