import { render, screen, within } from '@testing-library/react';
import { Card } from './Card.tsx';

const icon = { name: 'cpu', svg: '<rect width="16" height="16" x="4" y="4"></rect>' };
const linked = {
  title: 'Industrial Data Platforms',
  description: 'Azure platforms that ingest OPC UA and MQTT.',
  icon,
  link: { to: '/industrial-data-platforms/', label: 'Learn more' },
};
const unlinked = { title: 'Digital Twins', description: 'Live models of lines and plants.', icon };

describe('Card', () => {
  it('with a destination is one link, named by its words and its title, not by the whole card', () => {
    render(<Card {...linked} />);
    const links = within(screen.getByRole('article')).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(`Learn more, ${linked.title}`);
    expect(links[0]).toHaveAttribute('href', linked.link.to);
    // The heading and text stay outside the link: it does not swallow them into its name.
    expect(links[0]).not.toContainElement(screen.getByRole('heading', { name: linked.title }));
  });

  it('without a destination is no link', () => {
    render(<Card {...unlinked} />);
    expect(within(screen.getByRole('article')).queryByRole('link')).not.toBeInTheDocument();
  });
});
