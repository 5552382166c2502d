import type { CreateSchemaCustomizationArgs } from 'gatsby';
import { iconData } from './icons';
import { pageTypeDefs } from './page-types';
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
    stats: [Stat!]!
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
    close: String!
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

  "A lucide icon that content names, with its SVG shapes, so pages draw it from data."
  type Icon {
    name: String!
    svg: String!
  }

  type FormJson implements Node @dontInfer {
    subject: String!
    inputs: FormInputs!
    submit: String!
    sending: String!
    failureAlert: String!
    privacy: FormPrivacy!
    notices: FormNotices!
    sent: FormSent!
  }
  type FormInputs {
    name: FormField!
    email: FormField!
    message: FormField!
    honeypot: String!
  }
  type FormField {
    label: String!
    placeholder: String
    required: String!
    invalid: String
  }
  type FormNotices {
    label: String!
    dismiss: String!
    success: Notice!
    failure: Notice!
  }
  type Notice {
    title: String!
    text: String!
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
    legal: [ContentLink!]!
  }
  type FooterGroup {
    title: String!
    links: [ContentLink!]!
  }
`;

interface LinkSource {
  route: string;
  hash?: string | null;
}

export function createSchemaCustomization({ actions, schema }: CreateSchemaCustomizationArgs): void {
  // `icon: Icon! @lucide` turns the icon name in content into the icon's shapes.
  actions.createFieldExtension({
    name: 'lucide',
    extend: () => ({
      resolve: (source: Record<string, string>, _args: unknown, _context: unknown, info: { fieldName: string }) =>
        iconData(source[info.fieldName] ?? ''),
    }),
  });
  actions.createTypes([
    schema.buildObjectType({
      name: 'FormPrivacy',
      fields: {
        before: 'String!',
        link: 'String!',
        route: 'String!',
        to: { type: 'String!', resolve: (source: LinkSource) => pathFor(source.route) },
      },
    }),
    schema.buildObjectType({
      name: 'FormSent',
      fields: {
        route: 'String!',
        to: { type: 'String!', resolve: (source: LinkSource) => pathFor(source.route) },
      },
    }),
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
    pageTypeDefs,
  ]);
}
