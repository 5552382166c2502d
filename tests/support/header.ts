import type { Page } from '@playwright/test';
import { groupLinks, type LinkGroup, navigation, pages, routes } from './content.ts';

/** The header's drop-downs, each with its links as the visitor sees them, [label, href], from content. */
export const menus: Record<string, [string, string][]> = Object.fromEntries(
  navigation.header.menus.map((menu: LinkGroup & { label: string }) => [menu.label, groupLinks(menu)]),
);
export const [services, products, caseStudies] = Object.keys(menus) as [string, string, string];
export const links: [string, string][] = groupLinks(navigation.header);
export const cta = groupLinks({ links: [navigation.header.cta] })[0]!;
/** The page a link in the Services menu leads to, and that page's heading. */
export const serviceLink = menus[services]!.at(-1)!;
export const productLink = menus[products]![0]!;
export const headingAt = (href: string) => pages.find((page) => page.path === href)!.content.hero.heading;
/** The route a path belongs to. */
export const routeAt = (href: string) => routes.find((route) => route.path === href)!.name;
export const caseStudyPath = pages.find((page) => page.template === 'case-study')!.path;

/** The header's navigation: the desktop links, or on a phone the menu it opens. */
export const headerNav = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: navigation.header.label });
