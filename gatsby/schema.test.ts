import fs from 'node:fs';
import path from 'node:path';
import { contentResolvers } from '../tests/support/resolvers';

const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/site.json'), 'utf8'));

describe('the build’s content resolvers', () => {
  const { facts, routePath } = contentResolvers();

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
