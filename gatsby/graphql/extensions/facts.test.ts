import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { facts } from './facts.ts';

const { site } = realContent;

describe('facts', () => {
  const resolve = resolverOf(facts);

  it('fills {founder}, {company} and {email} in a string', async () => {
    const source = { bio: 'Founded by {founder} as {company}; write to {email}.' };
    expect(await resolve(source, 'bio')).toBe(`Founded by ${site.founder} as ${site.name}; write to ${site.email}.`);
  });

  it('fills every string of a list, and leaves other placeholders and values as they are', async () => {
    expect(await resolve({ steps: ['Call {founder}.', 'See {page}.'] }, 'steps')).toEqual([
      `Call ${site.founder}.`,
      'See {page}.',
    ]);
    expect(await resolve({ count: 3 }, 'count')).toBe(3);
    expect(await resolve({}, 'bio')).toBeUndefined();
  });
});
