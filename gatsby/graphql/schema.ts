import type { CreateSchemaCustomizationArgs } from 'gatsby';
import { navigationSchema, routeSchema, siteSchema } from '../content/schemas/parts.ts';
import { formSchema } from '../content/schemas/form.ts';
import { graphqlTypeDefs, type RootType } from './types.ts';
import { iconData } from '../content/schemas/icons.ts';
import { pageSchemas } from '../content/schemas/pages/index.ts';
import { linkLabel, routeLabelsFrom, type PageEntry } from '../content/route-labels.ts';
import { filteredListing, slug } from '../../src/lib/listing.ts';
import { newestFirst, serviceProof } from '../content/studies.ts';
import type { Content } from '../content/read.ts';
import { caseStudyRoute, contactRoute, pathFor as pathOf } from '../content/routes.ts';

/** The GraphQL node type of a page file: content/pages/about.json is AboutPageJson (gatsby-config.ts names them). */
export const pageTypeName = (route: string) =>
  `${route.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase())}PageJson`;

/** Every content node type, with the schema its GraphQL type is written from. */
export function rootTypes(routeNames: readonly string[]): RootType[] {
  const { byRoute, caseStudy } = pageSchemas(routeNames);
  return [
    { name: 'RoutesJson', schema: routeSchema },
    { name: 'SiteJson', schema: siteSchema() },
    { name: 'NavigationJson', schema: navigationSchema(routeNames) },
    { name: 'FormJson', schema: formSchema(routeNames) },
    ...[...byRoute].map(([route, schema]) => ({ name: pageTypeName(route), schema })),
    { name: 'CaseStudyJson', schema: caseStudy },
  ];
}

interface CaseStudyNode {
  label: string;
  summary: string;
  date: string;
  featured?: boolean;
  services: string[];
  parent: string;
}

/**
 * The files whose snapshot the resolvers read besides the node they resolve: the routes (routes.json and the case
 * studies' file names), the company facts (site.json) and the offers (form.json). Gatsby runs a query again on the
 * next build only when a node it read changed; a resolver that took these from the snapshot alone left Gatsby
 * unaware of them, so a build on a kept .cache (as Netlify keeps it) reused a link to a page's old address after
 * routes.json moved the page. Every resolver therefore reads those files' nodes too.
 */
const snapshotFiles = ['RoutesJson', 'CaseStudyJson', 'SiteJson', 'FormJson'] as const;

/** The part of Gatsby's node model the resolvers use; a query that asks it for a type runs again when that changes. */
interface NodeModel {
  findAll(query: { type: 'CaseStudyJson' }): Promise<{ entries: Iterable<CaseStudyNode> }>;
  findAll(query: { type: 'RoutesJson' }): Promise<{ entries: Iterable<PageEntry> }>;
  findAll(query: { type: (typeof snapshotFiles)[number] }): Promise<unknown>;
  getNodeById: (query: { id: string }) => { name: string } | null;
}

type Resolve = (
  source: Record<string, unknown>,
  args: unknown,
  context: { nodeModel: NodeModel },
  info: { fieldName: string },
) => unknown;

/** Each route's label and summary, from the nodes of content/routes.json and of the case studies. */
async function routeLabelsOf(nodeModel: NodeModel) {
  const { entries: pages } = await nodeModel.findAll({ type: 'RoutesJson' });
  const { entries: studies } = await nodeModel.findAll({ type: 'CaseStudyJson' });
  return routeLabelsFrom(
    pages,
    [...studies].map((study) => ({ ...study, fileName: nodeModel.getNodeById({ id: study.parent })!.name })),
  );
}

/** The GraphQL types of the content and the resolvers of their fields, for the content read by the build. */
export function createSchemaCustomization(
  { actions }: Pick<CreateSchemaCustomizationArgs, 'actions'>,
  { routes, site, form }: Pick<Content, 'routes' | 'site' | 'form'>,
): void {
  const { offers } = form;
  const pathFor = (name: string, hash?: string | null, topic?: string | null) => pathOf(routes, name, hash, topic);
  // Company facts that any string in content may name as {founder}, {company} or {email}, from content/site.json.
  const facts: Record<string, string> = { '{founder}': site.founder, '{company}': site.name, '{email}': site.email };
  const fill = (value: unknown): unknown =>
    typeof value === 'string'
      ? value.replace(/\{(founder|company|email)\}/g, (name) => facts[name]!)
      : Array.isArray(value)
        ? value.map(fill)
        : value;
  const extension = (name: string, resolve: Resolve) =>
    actions.createFieldExtension({
      name,
      extend: () => ({
        resolve: async (...args: Parameters<Resolve>) => {
          const [, , { nodeModel }] = args;
          await Promise.all(snapshotFiles.map((type) => nodeModel.findAll({ type })));
          return resolve(...args);
        },
      }),
    });

  extension('facts', (source, _args, _context, info) => fill(source[info.fieldName]));
  extension('lucide', (source, _args, _context, info) => {
    const name = source[info.fieldName];
    return iconData(typeof name === 'string' ? name : '');
  });
  extension('routePath', (source) =>
    pathFor(String(source.route), source.hash as string | undefined, source.topic as string | undefined),
  );
  // A link's words: its own, or its route's name (gatsby/content/route-labels.ts). Read from the nodes rather than the
  // files, so that Gatsby runs a query again when a route's name changes. A link with a topic opens the form on an
  // offer: its words are the offer's, so each offer has one wording.
  extension('linkLabel', async (source, _args, { nodeModel }) => {
    const offer = offers.find((item) => item.id === source.topic);
    return fill(
      linkLabel(
        { label: (source.label as string | undefined) ?? offer?.action, route: String(source.route) },
        await routeLabelsOf(nodeModel),
      ),
    );
  });
  // An item's title: the name of the page it links to, else its own (gatsby/content/schemas/pages/sections.ts,
  // linkedItem).
  extension('itemTitle', async (source, _args, { nodeModel }) => {
    const link = source.link as { route: string } | undefined;
    return fill(link ? (await routeLabelsOf(nodeModel))[link.route]!.label : source.title);
  });
  extension('routeSummary', async (source, _args, { nodeModel }) =>
    fill((await routeLabelsOf(nodeModel))[String(source.route)]?.summary ?? null),
  );
  // A menu's featured case studies, newest first, as many as its `caseStudies` asks, before its own links.
  extension('withCaseStudies', async (source, _args, { nodeModel }, info) => {
    const own = (source[info.fieldName] as unknown[] | undefined) ?? [];
    const count = Number(source.caseStudies ?? 0);
    if (count === 0) return own;
    const { entries } = await nodeModel.findAll({ type: 'CaseStudyJson' });
    const featured = [...entries]
      .filter((study) => study.featured)
      .map((study) => ({ ...study, name: nodeModel.getNodeById({ id: study.parent })!.name }));
    const studies = newestFirst(featured)
      .slice(0, count)
      .map((study) => ({ label: study.label, route: caseStudyRoute(study.name).name }));
    return [...studies, ...own];
  });
  // The case study a home-page block leads with, of the service it links to (serviceProof, gatsby/content/studies.ts).
  extension('serviceProof', async (source, _args, { nodeModel }) => {
    const { entries } = await nodeModel.findAll({ type: 'CaseStudyJson' });
    const studies = [...entries].map((node) => ({
      ...node,
      name: nodeModel.getNodeById({ id: node.parent })!.name,
      node,
    }));
    return serviceProof(studies, (source.link as { route: string }).route)?.node ?? null;
  });
  extension(
    'caseStudyPath',
    (source, _args, { nodeModel }) => caseStudyRoute(nodeModel.getNodeById({ id: String(source.parent) })!.name).path,
  );
  // The index's listing of a case study's sector, or of a section's service (all case studies without one).
  extension('sectorListing', (source) => filteredListing(pathFor('case-studies'), slug(String(source.sector))));
  // The contact page's copy opened on an offer.
  const contact = contactRoute(routes);
  extension('offerPath', (source) => pathFor(contact, null, String(source.id)));
  // The page the people a case study names are on, with an id each.
  extension('peoplePath', () => pathFor('about'));
  extension('caseStudyListing', (source) =>
    filteredListing(pathFor('case-studies'), source.service as string | undefined),
  );
  extension('serviceLinks', async (source, _args, { nodeModel }, info) => {
    const labels = await routeLabelsOf(nodeModel);
    return (source[info.fieldName] as string[]).map((route) => ({
      route,
      label: fill(linkLabel({ route }, labels)),
      to: pathFor(route),
    }));
  });

  actions.createTypes(`
    "A lucide icon that content names, with its SVG shapes, so pages draw it from data."
    type Icon {
      name: String!
      svg: String!
    }
    "A service a case study names: its route, its name and its address."
    type ServiceLink {
      route: String!
      label: String!
      to: String!
    }
    ${graphqlTypeDefs(rootTypes(routes.map((route) => route.name)))}
  `);
}
