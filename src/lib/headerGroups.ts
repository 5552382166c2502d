import type { HeaderNavigation } from '../types/content.ts';

/** The header's links as titled groups: each drop-down, then the plain links under their own title. */
export const headerGroups = (navigation: HeaderNavigation) => [
  ...navigation.menus.map((menu) => ({ title: menu.label, links: menu.links, caseStudies: menu.caseStudies })),
  { title: navigation.linksTitle, links: navigation.links },
];
