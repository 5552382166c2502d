import fs from 'node:fs';
import path from 'node:path';
import { createSchemaCustomization } from './schema';

const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/site.json'), 'utf8'));

/** The resolvers the build gives content fields, by directive name. */
function extensions() {
  const found: Record<string, (...args: unknown[]) => unknown> = {};
  createSchemaCustomization({
    actions: {
      createFieldExtension: ({ name, extend }: { name: string; extend: () => { resolve: () => unknown } }) => {
        found[name] = extend().resolve;
      },
      createTypes: jest.fn(),
    },
  } as never);
  return found;
}

describe('the build’s content resolvers', () => {
  const { facts, routePath } = extensions();

  it('fills {founder}, {company} and {email} in any string or list of strings', () => {
    const source = { bio: 'Founded by {founder} as {company}.', steps: ['Write to {email}.'] };
    expect(facts!(source, {}, {}, { fieldName: 'bio' })).toBe(`Founded by ${site.founder} as ${site.name}.`);
    expect(facts!(source, {}, {}, { fieldName: 'steps' })).toEqual([`Write to ${site.email}.`]);
  });

  it('gives a link its URL from its route and anchor', () => {
    expect(routePath!({ label: 'Our work', route: 'ai-solutions', hash: 'case-studies' })).toBe(
      '/ai-solutions/#case-studies',
    );
  });
});
