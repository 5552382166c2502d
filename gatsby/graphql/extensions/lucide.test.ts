import { resolverOf } from '../../../tests/support/resolvers.ts';
import { lucide } from './lucide.ts';

describe('lucide', () => {
  const resolve = resolverOf(lucide);

  it('gives an icon content names its SVG shapes, without the outer <svg>', async () => {
    const icon = (await resolve({ icon: 'battery-charging' }, 'icon')) as { name: string; svg: string };
    expect(icon.name).toBe('battery-charging');
    expect(icon.svg).toMatch(/^<path /);
    expect(icon.svg).not.toContain('<svg');
  });

  it('gives nothing for a name lucide does not have, or no name', async () => {
    expect(await resolve({ icon: 'no-such-icon' }, 'icon')).toBeUndefined();
    expect(await resolve({}, 'icon')).toBeUndefined();
  });
});
