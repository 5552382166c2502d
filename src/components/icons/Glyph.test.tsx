import { render } from '@testing-library/react';
import { Glyph, type GlyphName } from './Glyph';

describe('Glyph', () => {
  const names: GlyphName[] = [
    'menu',
    'close',
    'arrow-right',
    'chevron-down',
    'success',
    'alert',
    'pin',
    'mail',
    'phone',
  ];

  it.each(names)('draws %s at the size asked, hidden from assistive technology', (name) => {
    const { container } = render(<Glyph name={name} size={18} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '18');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg.querySelector('path, circle, rect')).not.toBeNull();
  });
});
