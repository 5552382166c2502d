import type { ContentLink } from '../../types/content';

/** Paths end in a slash (trailingSlash: 'always'), but a visitor may type one without. */
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** Whether a link leads to the page shown now (a link to a part of a page, `#…`, never does). */
export const isCurrent = (to: string, pathname: string) => !to.includes('#') && to === withSlash(pathname);

/** Whether the page shown now is one of these links': the header marks that menu as the current section. */
export const holdsCurrent = (links: readonly ContentLink[], pathname: string) =>
  links.some((link) => isCurrent(link.to, pathname));
