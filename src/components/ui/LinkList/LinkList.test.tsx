import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkList } from './LinkList.tsx';

const links = [
  { label: 'About', to: '/about/', summary: 'Who we are' },
  { label: 'Contact', to: '/contact/', summary: 'Talk to an engineer' },
];

describe('LinkList', () => {
  it('lists each link as an item, in order, and marks no page when it is not told which is shown', () => {
    render(<LinkList links={links} aria-labelledby="title" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['About', 'Contact']);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact/');
    expect(screen.getByRole('list')).toHaveAttribute('aria-labelledby', 'title');
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });

  it('marks the link to the page shown now, with or without its trailing slash', () => {
    const { rerender } = render(<LinkList links={links} pathname="/contact/" />);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    rerender(<LinkList links={links} pathname="/about" />);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts each summary under its link as its description, keeping the page name as the link name', () => {
    render(<LinkList links={links} summaries />);
    const about = screen.getByRole('link', { name: 'About' });
    expect(about).toHaveAccessibleDescription('Who we are');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAccessibleDescription('Talk to an engineer');
  });

  it('leaves summaries out unless asked', () => {
    render(<LinkList links={links} />);
    expect(screen.queryByText('Who we are')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAccessibleDescription();
  });

  it('puts items given as children before the links, and reports a click on any link', async () => {
    const user = userEvent.setup();
    const onLinkClick = jest.fn();
    render(
      <LinkList links={links} onLinkClick={onLinkClick}>
        <li>Services menu</li>
      </LinkList>,
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Services menu');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(onLinkClick).toHaveBeenCalledTimes(1);
  });
});
