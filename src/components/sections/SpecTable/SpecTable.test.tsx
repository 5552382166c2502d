import { render, screen, within } from '@testing-library/react';
import { SpecTable } from './SpecTable.tsx';

describe('SpecTable', () => {
  it('is a table named by its section’s heading, each row headed by its property', () => {
    render(
      <>
        <h2 id="spec-heading">Specification</h2>
        <SpecTable
          labelledBy="spec-heading"
          rows={[
            { label: 'Protocols', value: 'OPC UA in, MQTT out' },
            { label: 'Licence', value: 'Per gateway, yearly' },
          ]}
        />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Specification' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Protocols', 'Licence']);
    expect(within(table).getByRole('row', { name: 'Licence Per gateway, yearly' })).toBeInTheDocument();
  });
});
