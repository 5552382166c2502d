import { iconData } from './icons.ts';

describe('iconData', () => {
  it('gives the SVG shapes of a lucide icon named in kebab case', () => {
    const icon = iconData('chart-line');
    expect(icon?.name).toBe('chart-line');
    expect(icon?.svg).toMatch(/^<path d="[^"]+"><\/path>/);
    expect(icon?.svg).not.toContain('<svg');
  });

  it('reads aliases and names with digits', () => {
    expect(iconData('building-2')?.svg).toContain('<path');
  });

  it('is undefined for a name lucide does not have, or that is not an icon name', () => {
    expect(iconData('no-such-icon')).toBeUndefined();
    expect(iconData('icons')).toBeUndefined();
    expect(iconData('Activity')).toBeUndefined();
  });
});
