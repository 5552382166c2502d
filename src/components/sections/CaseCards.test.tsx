import { render, screen, within } from '@testing-library/react';
import { CaseCard } from './CaseCard';

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
