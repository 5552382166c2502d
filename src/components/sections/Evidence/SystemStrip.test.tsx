import { render, screen, within } from '@testing-library/react';
import { SystemStrip } from './SystemStrip.tsx';

const stages = { sources: 'Where the data starts', edge: 'On site', platform: 'Platform', users: 'Who uses it' };
const system = {
  users: ['Energy manager'],
  platform: ['Azure data platform', 'Power BI'],
  sources: ['CHP unit', 'Battery'],
  edge: ['Edge gateway'],
};

describe('SystemStrip', () => {
  it('lists the stages in the order the data moves, each named, with its parts', () => {
    render(<SystemStrip heading="The system" system={system} stages={stages} />);
    expect(screen.getByRole('heading', { level: 2, name: 'The system' })).toBeVisible();
    const [strip] = screen.getAllByRole('list');
    const stageItems = within(strip!)
      .getAllByRole('listitem')
      // eslint-disable-next-line testing-library/no-node-access -- only the strip's own items, not those nested in them
      .filter((item) => item.parentElement === strip);
    expect(stageItems.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      Object.values(stages),
    );
    expect(
      within(stageItems[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CHP unit', 'Battery']);
    expect(
      within(stageItems[2]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(system.platform);
  });
});
