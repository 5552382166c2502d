import { render, screen, within } from '@testing-library/react';
import { ProjectCards } from './ProjectCards';

describe('ProjectCards', () => {
  it('shows each project with its location and tags', () => {
    render(
      <ProjectCards
        items={[
          {
            title: 'Battery at a dairy',
            description: 'A 1 MWh battery.',
            location: 'Somerset',
            tags: ['BESS', 'Demand response'],
          },
        ]}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Battery at a dairy' })).toBeInTheDocument();
    expect(within(card).getByText('Somerset')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['BESS', 'Demand response']);
  });
});
