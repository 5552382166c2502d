import { render, screen, within } from '@testing-library/react';
import { CaseCard } from './CaseCard';
import { CaseCards } from './CaseCards';

describe('CaseCard', () => {
  it('shows the sector, the title, what we did and the results as a list, then its button', () => {
    render(
      <CaseCard
        eyebrow="Water utilities"
        title="Telemetry for treatment works"
        description="Connected 40 sites."
        outcomes={['Site visits down 30%', 'Alarm response halved']}
        action={<button type="button">Read more</button>}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Telemetry for treatment works' })).toBeVisible();
    expect(within(card).getByText('Water utilities')).toBeVisible();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Site visits down 30%', 'Alarm response halved']);
    const last = card.lastElementChild;
    expect(within(last as HTMLElement).getByRole('button', { name: 'Read more' })).toBeVisible();
  });
});

describe('CaseCards', () => {
  it('shows each case from content as a card under its industry, with its results listed', () => {
    render(
      <CaseCards
        items={[
          { title: 'Vision inspection', industry: 'Packaging', description: 'Cameras.', results: ['Defects down 40%'] },
          { title: 'Load forecasting', industry: 'Utilities', description: 'Models.', results: ['Error under 3%'] },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('Packaging')).toBeVisible();
    expect(within(first!).getByRole('listitem')).toHaveTextContent('Defects down 40%');
    expect(within(second!).getByRole('heading', { name: 'Load forecasting' })).toBeVisible();
    expect(within(second!).getByText('Utilities')).toBeVisible();
  });
});
