import { render, screen, within } from '@testing-library/react';
import { fixedImage } from '../../../../tests/fixtures/images.ts';
import { Leadership } from './Leadership.tsx';

const founder = {
  id: 'founder',
  name: 'Jane Doe',
  role: 'Founder',
  bio: 'Decades on the plant floor.',
  initials: 'JD',
  photo: null,
};
const engineer = {
  id: 'controls-lead',
  name: 'Sam Example',
  role: 'Lead Controls Engineer',
  bio: 'Commissions lines.',
  initials: 'SE',
  photo: fixedImage('Portrait of Sam', 96),
};

describe('Leadership', () => {
  it('shows the founder first and the engineers in a list after, each with name, role and line', () => {
    render(<Leadership people={[founder, engineer]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Jane Doe', 'Sam Example']);
    const team = screen.getByRole('list');
    expect(within(team).getByRole('heading', { name: 'Sam Example' })).toBeInTheDocument();
    expect(within(team).getByText('Lead Controls Engineer')).toBeInTheDocument();
    expect(within(team).getByText('Commissions lines.')).toBeInTheDocument();
  });

  it('shows a portrait where there is one, and the initials, hidden from screen readers, where there is not', () => {
    render(<Leadership people={[founder, engineer]} />);
    expect(screen.getByRole('img', { name: 'Portrait of Sam' })).toHaveAttribute('width', '96');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText('JD')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('SE')).not.toBeInTheDocument();
  });

  it('gives each person’s card their id, where a case study’s team links', () => {
    render(<Leadership people={[founder, engineer]} />);
    // eslint-disable-next-line testing-library/no-node-access -- the anchor's id is on the person's article, which has no name
    expect(screen.getByRole('heading', { name: 'Jane Doe' }).closest('article')).toHaveAttribute('id', 'founder');
    // eslint-disable-next-line testing-library/no-node-access -- the anchor's id is on the person's article, which has no name
    expect(screen.getByRole('heading', { name: 'Sam Example' }).closest('article')).toHaveAttribute(
      'id',
      'controls-lead',
    );
  });

  it('has no list when the founder is the only person', () => {
    render(<Leadership people={[founder]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
