import type { Content } from '../../gatsby/content/read.ts';
import { createSchemaCustomization } from '../../gatsby/graphql/schema.ts';
import { scopeOf, type ContentNodes, type Extension, type NodeModel } from '../../gatsby/graphql/extensions/scope.ts';
import { extensions } from '../../gatsby/graphql/extensions/index.ts';
import { realContent } from '../fixtures/real-content.ts';

/**
 * Gatsby's node model as the resolvers see it, over `content`: the routes and the case studies, each case study's
 * parent being its file, by name.
 */
export function contentNodeModel(content: Content = realContent): NodeModel {
  const nodes: { [T in keyof ContentNodes]: ContentNodes[T][] } = {
    RoutesJson: content.routes
      .filter((route) => route.template !== 'case-study')
      .map(({ name }) => ({ name, ...content.labels[name]! })),
    // A case study's node has no `featured`: the index's node lists the featured ones.
    CaseStudyJson: content.caseStudies.map(({ name, featured: _featured, ...study }) => ({ ...study, parent: name })),
    SiteJson: [content.site],
    FormJson: [content.form],
    CaseStudiesPageJson: content.pages['case-studies'] ? [content.pages['case-studies']] : [],
  };
  return {
    findAll: ({ type }) => Promise.resolve({ entries: nodes[type] }),
    getNodeById: ({ id }) => ({ name: id }),
  };
}

/** An extension's resolver (or the one of that directive name) over `content`, called with a node and a field name. */
export function resolverOf(extension: Extension | keyof typeof extensions, content: Content = realContent) {
  const resolve = (typeof extension === 'string' ? extensions[extension] : extension)(scopeOf(content));
  const context = { nodeModel: contentNodeModel(content) };
  return (source: Record<string, unknown>, fieldName = 'label') => resolve(source, {}, context, { fieldName });
}

/** The resolvers as the build gives them to content fields (gatsby/graphql/schema.ts), by directive name. */
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
