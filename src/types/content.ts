/**
 * Shapes of the content the shell's components receive, taken from the types Gatsby generates from the site's queries
 * (src/gatsby-types.d.ts), which come from the content schemas (gatsby/content/schemas/parts.ts): declared there once,
 * never again here.
 */
type SiteContent = Queries.SiteContentQuery;
type Navigation = NonNullable<SiteContent['navigationJson']>;

export type SiteFacts = NonNullable<SiteContent['siteJson']>;
export type SocialLink = SiteFacts['social'][number];
export type HeaderNavigation = Navigation['header'];
export type FooterNavigation = Navigation['footer'];
export type NavMenu = HeaderNavigation['menus'][number];
/** A link as lists draw it: its words and its URL. */
export type ContentLink = Pick<NavMenu['links'][number], 'label' | 'to'>;
/** A link with its page's line for menus. */
export type SummaryLink = ContentLink & { summary?: string | null };
/** A lucide icon named in content, with the SVG shapes GraphQL draws for it at build time (gatsby/content/schemas/icons.ts). */
export type ContentIcon = Queries.IconShapesFragment;
