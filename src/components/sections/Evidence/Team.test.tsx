import { render, screen, within } from '@testing-library/react';
import { Team } from './Team.tsx';

const people = [
  { id: 'founder', name: 'Jo Doe', role: 'Founder', initials: 'JD' },
  { id: 'energy-lead', name: 'Tom Example', role: 'Lead Energy Engineer', initials: 'TE' },
  { id: 'data-lead', name: 'Priya Example', role: 'Lead Data Engineer', initials: 'PE' },
];

describe('Team', () => {
  it('names the people the study lists, in its order, each linked to their card on the people page', () => {
    render(<Team heading="Delivered by" team={['energy-lead', 'founder']} people={people} to="/about/" />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['TETom ExampleLead Energy Engineer', 'JDJo DoeFounder']);
    expect(screen.getByRole('link', { name: 'Tom Example' })).toHaveAttribute('href', '/about/#energy-lead');
    expect(screen.getByRole('link', { name: 'Jo Doe' })).toHaveAttribute('href', '/about/#founder');
  });
});
