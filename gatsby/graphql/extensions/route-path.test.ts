import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { routePath } from './route-path.ts';

const pathOf = (name: string) => realContent.routes.find((route) => route.name === name)!.path;

describe('routePath', () => {
  const resolve = resolverOf(routePath);

  it('gives a link its route’s address, with its anchor', async () => {
    expect(await resolve({ route: 'about' })).toBe(pathOf('about'));
    expect(await resolve({ route: 'ai-solutions', hash: 'case-studies' })).toBe(
      `${pathOf('ai-solutions')}#case-studies`,
    );
  });

  it('gives a link with a topic the contact page’s copy opened on that offer', async () => {
    const [offer] = realContent.form.offers;
    expect(await resolve({ route: 'contact', topic: offer!.id })).toBe(`${pathOf('contact')}${offer!.id}/`);
  });

  it('stops the build on a route that does not exist, naming it', () => {
    expect(() => resolve({ route: 'no-such-page' })).toThrow('Unknown route "no-such-page"');
  });
});
