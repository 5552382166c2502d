import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkList } from './LinkList';

const links = [
  { label: 'About', to: '/about/' },
  { label: 'Contact', to: '/contact/' },
];

describe('LinkList', () => {
  it('lists each link as an item, in order', () => {
    render(<LinkList links={links} aria-labelledby="title" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['About', 'Contact']);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact/');
  });

  it('puts items given as children before the links', () => {
    render(
      <LinkList links={links}>
        <li>First</li>
      </LinkList>,
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('First');
  });

  it('reports a click on any link', async () => {
    const user = userEvent.setup();
    const onLinkClick = jest.fn();
    render(<LinkList links={links} onLinkClick={onLinkClick} />);
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(onLinkClick).toHaveBeenCalledTimes(1);
  });
});
