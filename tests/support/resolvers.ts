import fs from 'node:fs';
import path from 'node:path';
import type { Content } from '../../gatsby/content/read.ts';
import { createSchemaCustomization } from '../../gatsby/graphql/schema.ts';
import { realContent } from '../fixtures/real-content.ts';
import { readContent } from './content-files.ts';

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
  const studies = fs
    .readdirSync(path.join(dir, 'case-studies'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ ...readContent<object>(dir, `case-studies/${file}`), parent: path.basename(file, '.json') }));
  const types: Record<string, unknown[]> = {
    RoutesJson: readContent<unknown[]>(dir, 'routes.json'),
    CaseStudyJson: studies,
  };
  return {
    findAll: ({ type }: { type: string }) => Promise.resolve({ entries: types[type] ?? [] }),
    getNodeById: ({ id }: { id: string }) => ({ name: id }),
  };
}
