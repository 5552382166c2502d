import { isInaccessible, render, screen } from '@testing-library/react';
import { Glyph, type GlyphName } from './Glyph.tsx';

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

  it.each(names)('draws %s as decoration, out of the accessibility tree: a control keeps its words alone', (name) => {
    render(
      <button type="button">
        <Glyph name={name} size={18} />
        Label
      </button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName('Label');
    // eslint-disable-next-line testing-library/no-node-access -- the icon's SVG is hidden from screen readers, so it has no role
    expect(isInaccessible(button.querySelector('svg')!)).toBe(true);
  });
});
