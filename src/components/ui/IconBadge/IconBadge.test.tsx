import { render } from '@testing-library/react';
import { IconBadge } from './IconBadge.tsx';

describe('IconBadge', () => {
  it('draws the icon from its shapes, hidden from assistive technology', () => {
    const icon = { name: 'gauge', svg: '<path d="m12 14 4-4"></path><circle cx="12" cy="12" r="10"></circle>' };
    const { container } = render(<IconBadge icon={icon} />);
    // eslint-disable-next-line testing-library/no-node-access -- the icon's SVG is hidden from screen readers, so it has no role
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // eslint-disable-next-line testing-library/no-node-access -- SVG shapes have no role
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'm12 14 4-4');
    // eslint-disable-next-line testing-library/no-node-access -- SVG shapes have no role
    expect(svg?.querySelector('circle')).toHaveAttribute('r', '10');
  });
});
