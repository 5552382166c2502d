import type { CreateSchemaCustomizationArgs } from 'gatsby';
import { pathFor } from './routes';

/**
 * GraphQL types for everything in content/. Declared, not inferred, so templates query a stable shape.
 * Links in content name a route; their `to` field resolves it to a URL through the one route list.
 */
const typeDefs = `
  type RoutesJson implements Node @dontInfer {
    name: String!
    path: String!
    template: String!
  }

  type SiteJson implements Node @dontInfer {
    name: String!
    shortName: String!
    strapline: String!
    founder: String!
    email: String!
    phone: String!
    address: SiteAddress!
    social: [SocialLink!]!
    ui: SiteUi!
  }
  type SiteAddress {
    streetAddress: String!
    locality: String!
    postalCode: String!
    country: String!
  }
  type SocialLink {
    label: String!
    icon: String!
    url: String!
  }
  type SiteUi {
    skipLink: String!
    homeLink: String!
    menuOpen: String!
    newTab: String!
    copyright: String!
    notFound: NotFoundText!
    error: ErrorText!
  }
  type NotFoundText {
    title: String!
    description: String!
    heading: String!
    text: String!
    homeLink: String!
  }
  type ErrorText {
    heading: String!
    text: String!
    homeLink: String!
  }

  type NavigationJson implements Node @dontInfer {
    header: HeaderNavigation!
    footer: FooterNavigation!
  }
  type HeaderNavigation {
    label: String!
    menus: [NavMenu!]!
    links: [ContentLink!]!
    cta: ContentLink!
  }
  type NavMenu {
    label: String!
    links: [ContentLink!]!
  }
  type FooterNavigation {
    about: String!
    groups: [FooterGroup!]!
    contactTitle: String!
    socialTitle: String!
  }
  type FooterGroup {
    title: String!
    links: [ContentLink!]!
  }

  type PageJson implements Node @dontInfer {
    route: String!
    seo: PageSeo!
    hero: PageHero!
  }
  type PageSeo {
    title: String!
    description: String!
  }
  type PageHero {
    eyebrow: String
    heading: String!
    tagline: String
    text: String!
    actions: [ContentLink!]
  }
`;

interface LinkSource {
  route: string;
  hash?: string | null;
}

export function createSchemaCustomization({ actions, schema }: CreateSchemaCustomizationArgs): void {
  actions.createTypes([
    schema.buildObjectType({
      name: 'ContentLink',
      fields: {
        label: 'String!',
        route: 'String!',
        hash: 'String',
        to: { type: 'String!', resolve: (source: LinkSource) => pathFor(source.route, source.hash) },
      },
    }),
    typeDefs,
  ]);
}
