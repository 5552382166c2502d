import type { CreateSchemaCustomizationArgs } from 'gatsby';
import { navigationSchema, routeSchema, siteSchema } from '../content/schemas/site.ts';
import { formSchema } from '../content/schemas/form.ts';
import { graphqlTypeDefs, type RootType } from './types.ts';
import { pageSchemas } from '../content/schemas/pages/index.ts';
import type { Content } from '../content/read.ts';
import { extensions } from './extensions/index.ts';
import { scopeOf, snapshotFiles, type Resolve } from './extensions/scope.ts';

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

/** The GraphQL types of the content, and their fields' resolvers (extensions/), for the content the build read. */
export function createSchemaCustomization(
  { actions }: Pick<CreateSchemaCustomizationArgs, 'actions'>,
  content: Pick<Content, 'routes' | 'site' | 'form'>,
): void {
  const scope = scopeOf(content);
  for (const [name, extension] of Object.entries(extensions)) {
    const resolve = extension(scope);
    actions.createFieldExtension({
      name,
      extend: () => ({
        // Every resolver reads the nodes its answer may depend on, so Gatsby reruns its query when one changes.
        resolve: async (...args: Parameters<Resolve>) => {
          const [, , { nodeModel }] = args;
          await Promise.all(snapshotFiles.map((type) => nodeModel.findAll({ type })));
          return resolve(...args);
        },
      }),
    });
  }

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
    ${graphqlTypeDefs(rootTypes(content.routes.map((route) => route.name)))}
  `);
}
