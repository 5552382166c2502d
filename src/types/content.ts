import type { ImageContent } from '../components/ui/Picture';

/** Shapes of the content that components receive, mirroring the GraphQL types in gatsby/schema.ts. */
export interface ContentLink {
  label: string;
  to: string;
}

export interface NavMenu {
  label: string;
  links: readonly ContentLink[];
}

export interface HeaderNavigation {
  label: string;
  menus: readonly NavMenu[];
  links: readonly ContentLink[];
  cta: ContentLink;
}

export interface FooterNavigation {
  about: string;
  groups: readonly { title: string; links: readonly ContentLink[] }[];
  contactTitle: string;
  socialTitle: string;
  legal: readonly ContentLink[];
}

/** A lucide icon named in content, with the SVG shapes GraphQL draws for it at build time (gatsby/icons.ts). */
export interface ContentIcon {
  name: string;
  svg: string;
}

export interface SocialLink {
  label: string;
  icon: string;
  url: string;
}

export interface SiteFacts {
  name: string;
  shortName: string;
  email: string;
  phone: string;
  address: { streetAddress: string; locality: string; postalCode: string; country: string };
  social: readonly SocialLink[];
  ui: {
    skipLink: string;
    homeLink: string;
    menuOpen: string;
    close: string;
    newTab: string;
    copyright: string;
    error: { heading: string; text: string; homeLink: string };
  };
}

export interface HeroContent {
  eyebrow?: string | null;
  heading: string;
  tagline?: string | null;
  text: string;
  actions?: readonly ContentLink[] | null;
  image?: ImageContent | null;
}
