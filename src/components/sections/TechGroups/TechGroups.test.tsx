import { render, screen, within } from '@testing-library/react';
import { TechGroups } from './TechGroups.tsx';

const icon = { name: 'cloud', svg: '<path d="M1 1h2"></path>' };

describe('TechGroups', () => {
  it('lists the technologies under their category, groups in order', () => {
    render(
      <TechGroups
        groups={[
          {
            category: 'Edge',
            items: [
              { name: 'OPC UA', description: 'Reads PLCs.', icon },
              { name: 'MQTT', description: 'Publishes.', icon },
            ],
          },
          { category: 'Storage', items: [{ name: 'Data Explorer', description: 'Keeps history.', icon }] },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Edge', 'Storage']);
    const edge = screen.getByRole('group', { name: 'Edge' });
    expect(
      within(edge)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['OPC UA', 'MQTT']);
    expect(within(edge).getByText('Publishes.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Storage' })).getByText('Data Explorer')).toBeInTheDocument();
  });
});
