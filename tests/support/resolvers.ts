import { createSchemaCustomization } from '../../gatsby/schema';

/** The resolvers the build gives content fields (gatsby/schema.ts), by directive name, for unit tests. */
export function contentResolvers() {
  const found: Record<string, (...args: unknown[]) => unknown> = {};
  createSchemaCustomization({
    actions: {
      createFieldExtension: ({ name, extend }: { name: string; extend: () => { resolve: () => unknown } }) => {
        found[name] = extend().resolve;
      },
      createTypes: () => {},
    },
  } as never);
  return found;
}
