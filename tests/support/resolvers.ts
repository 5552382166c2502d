import path from 'node:path';
import type { Content } from '../../gatsby/content/read.ts';
import { createSchemaCustomization } from '../../gatsby/graphql/schema.ts';
import { contentIn, realContent } from '../fixtures/real-content.ts';

/** The resolvers the build gives content fields (gatsby/graphql/schema.ts), by directive name, for unit tests. */
export function contentResolvers(content: Content = realContent) {
  const found: Record<string, (...args: unknown[]) => unknown> = {};
  const actions = {
    createFieldExtension: ({ name, extend }: { name: string; extend: () => { resolve: () => unknown } }) => {
      found[name] = extend().resolve;
    },
    createTypes: () => {},
  };
  createSchemaCustomization({ actions } as never, content);
  return found;
}

/**
 * Gatsby's node model as the resolvers see it, over the content files in `dir`: the routes and the case studies,
 * each case study's parent being its file, by name.
 */
export function contentNodeModel(dir = path.resolve(__dirname, '../../content')) {
  const content = contentIn(dir);
  const routes = content.files.get('routes.json');
  const types: Record<string, unknown[]> = {
    RoutesJson: Array.isArray(routes) ? routes : [],
    CaseStudyJson: content.caseStudies.map(({ name, ...study }) => ({ ...study, parent: name })),
  };
  return {
    findAll: ({ type }: { type: string }) => Promise.resolve({ entries: types[type] ?? [] }),
    getNodeById: ({ id }: { id: string }) => ({ name: id }),
  };
}
