import { render, screen } from '@testing-library/react';
import { Timeline } from './Timeline.tsx';

const phases = [
  { phase: 'Survey', weeks: 1 },
  { phase: 'Build', weeks: 6 },
  { phase: 'Run alongside', weeks: 3 },
];

describe('Timeline', () => {
  it('lists the phases in order with their lengths, one week singular', () => {
    render(<Timeline heading="How the work ran" phases={phases} week="week" weeks="weeks" />);
    expect(screen.getByRole('heading', { level: 2, name: 'How the work ran' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Survey1 week',
      'Build6 weeks',
      'Run alongside3 weeks',
    ]);
  });

  it('draws each phase where it fell in the whole, for the eye only', () => {
    const { container } = render(<Timeline heading="Work" phases={phases} week="week" weeks="weeks" />);
    // eslint-disable-next-line testing-library/no-node-access -- the bars are drawn for the eye only, hidden from screen readers
    const bars = [...container.querySelectorAll('[aria-hidden="true"] > span')];
    expect(bars.map((bar) => [(bar as HTMLElement).style.marginLeft, (bar as HTMLElement).style.width])).toEqual([
      ['0%', '10%'],
      ['10%', '60%'],
      ['70%', '30%'],
    ]);
  });
});
