import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { peoplePath } from './people-path.ts';

describe('peoplePath', () => {
  it('gives the address of the page the team is on', async () => {
    const about = realContent.routes.find((route) => route.name === 'about')!.path;
    expect(await resolverOf(peoplePath)({})).toBe(about);
  });
});
