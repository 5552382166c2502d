import { routeLabelsFrom, type PageEntry } from '../../content/route-labels.ts';
import { contactRoute, pathFor } from '../../content/routes.ts';
import type { Content } from '../../content/read.ts';

/** A case study's node as Gatsby holds it: its file's fields, and the id of the file it was read from. */
interface CaseStudyNode {
  label: string;
  summary: string;
  date: string;
  services: string[];
  parent: string;
}

/**
 * The files whose snapshot the resolvers read besides the node they resolve: the routes (routes.json and the case
 * studies' file names), the company facts (site.json) and the offers (form.json). Gatsby runs a query again on the
 * next build only when a node it read changed; a resolver that took these from the snapshot alone left Gatsby
 * unaware of them, so a build on a kept .cache (as Netlify keeps it) reused a link to a page's old address after
 * routes.json moved the page. Every resolver therefore reads those files' nodes too (schema.ts).
 */
export const snapshotFiles = ['RoutesJson', 'CaseStudyJson', 'SiteJson', 'FormJson'] as const;

/** The nodes of each type the resolvers read, as far as they read them. */
export interface ContentNodes {
  RoutesJson: PageEntry;
  CaseStudyJson: CaseStudyNode;
  SiteJson: unknown;
  FormJson: unknown;
  /** The index of case studies, content/pages/case-studies.json: the studies it features, by file name. */
  CaseStudiesPageJson: { featured?: readonly string[] | null };
}

/** The part of Gatsby's node model the resolvers use; a query that asks it for a type runs again when that changes. */
export interface NodeModel {
  findAll<T extends keyof ContentNodes>(query: { type: T }): Promise<{ entries: Iterable<ContentNodes[T]> }>;
  getNodeById: (query: { id: string }) => { name: string } | null;
}

/** A field's resolver, as Gatsby calls it: the node, the field's arguments, the query's context, the field. */
export type Resolve = (
  source: Record<string, unknown>,
  args: unknown,
  context: { nodeModel: NodeModel },
  info: { fieldName: string },
) => unknown;

/** What every resolver may use from the content the build read: addresses, the company's facts and the offers. */
export interface Scope {
  /** A route's address, with an anchor or the form's topic if given. */
  pathFor: (name: string, hash?: string | null, topic?: string | null) => string;
  /** A string, or list of strings, with {founder}, {company} and {email} filled from content/site.json. */
  fill: (value: unknown) => unknown;
  offers: Content['form']['offers'];
  /** The name of the contact page's route. */
  contact: string;
}

/** A field extension: the resolver it gives its fields, made from the scope. */
export type Extension = (scope: Scope) => Resolve;

export function scopeOf({ routes, site, form }: Pick<Content, 'routes' | 'site' | 'form'>): Scope {
  const facts: Record<string, string> = { '{founder}': site.founder, '{company}': site.name, '{email}': site.email };
  const fill = (value: unknown): unknown =>
    typeof value === 'string'
      ? value.replace(/\{(founder|company|email)\}/g, (name) => facts[name]!)
      : Array.isArray(value)
        ? value.map(fill)
        : value;
  return {
    pathFor: (name, hash, topic) => pathFor(routes, name, hash, topic),
    fill,
    offers: form.offers,
    contact: contactRoute(routes),
  };
}

/** The names of the case studies the index features, from its node. */
export async function featuredIn(nodeModel: NodeModel): Promise<ReadonlySet<string>> {
  const { entries } = await nodeModel.findAll({ type: 'CaseStudiesPageJson' });
  return new Set([...entries].flatMap((index) => index.featured ?? []));
}

/** The case studies' nodes, each with the name of its file and whether the index features it. */
export async function studiesIn(nodeModel: NodeModel) {
  const { entries } = await nodeModel.findAll({ type: 'CaseStudyJson' });
  const featured = await featuredIn(nodeModel);
  return [...entries].map((node) => {
    const name = nodeModel.getNodeById({ id: node.parent })!.name;
    return { ...node, name, featured: featured.has(name), node };
  });
}

/** Each route's label and summary, from the nodes of content/routes.json and of the case studies. */
export async function routeLabelsOf(nodeModel: NodeModel) {
  const { entries: pages } = await nodeModel.findAll({ type: 'RoutesJson' });
  const studies = await studiesIn(nodeModel);
  return routeLabelsFrom(
    pages,
    studies.map((study) => ({ ...study, fileName: study.name })),
  );
}
