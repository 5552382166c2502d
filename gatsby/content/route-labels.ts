import { caseStudyRoute } from './routes.ts';

/** What people call a page: its name in menus, links and buttons, and a short line about it for menus. */
export interface RouteLabel {
  label: string;
  summary?: string | null;
}

/** A page as content/routes.json lists it. */
export interface PageEntry extends RouteLabel {
  name: string;
}

/** A case study as its file in content/case-studies holds it, by the file's name. */
export interface CaseStudyEntry {
  fileName: string;
  label: string;
  summary: string;
}

/**
 * Each route's name, from the one place content gives it: content/routes.json for the pages, and each case study's
 * own file (its `label` and `summary`).
 */
export function routeLabelsFrom(pages: Iterable<PageEntry>, studies: Iterable<CaseStudyEntry>) {
  const labels: Record<string, RouteLabel> = {};
  for (const { name, label, summary } of pages) labels[name] = { label, summary };
  for (const { fileName, label, summary } of studies) labels[caseStudyRoute(fileName).name] = { label, summary };
  return labels;
}

/**
 * The words of a link to a route: its route's name, unless content gives the link a label of its own, in which
 * `{page}` stands for the route's name ("Explore {page}"). So a page renamed in content/routes.json is renamed in
 * every menu, list and button that links to it.
 */
export function linkLabel(
  link: { label?: string | null; route: string },
  labels: Readonly<Record<string, RouteLabel>>,
): string {
  const name = labels[link.route]?.label;
  if (name === undefined) throw new Error(`No label for route "${link.route}" in content/routes.json`);
  return (link.label ?? name).replace(/\{page\}/g, name);
}
