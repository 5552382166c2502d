import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs.tsx';

const items = [
  { id: 'one', label: 'First', content: <p>First panel</p> },
  { id: 'two', label: 'Second', content: <p>Second panel</p> },
  { id: 'three', label: 'Third', content: <p>Third panel</p> },
];

describe('Tabs', () => {
  it('selects the default tab and shows its panel', () => {
    render(<Tabs label="Things" items={items} defaultSelected="two" />);
    expect(screen.getByRole('tablist', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
  });

  it.each([
    ['without a default', undefined],
    ['when the default names no tab (an id renamed in the content)', 'machine-learning'],
  ])('shows the first tab %s, reachable with the Tab key', async (_, defaultSelected) => {
    const user = userEvent.setup();
    render(<Tabs label="Things" items={items} defaultSelected={defaultSelected} />);
    expect(screen.getByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('First panel');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
  });

  it('keeps every panel in the HTML, hidden until its tab is chosen', () => {
    render(<Tabs label="Things" items={items} defaultSelected="one" />);
    expect(screen.getByText('Third panel', { selector: 'p' })).not.toBeVisible();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Things" items={items} defaultSelected="one" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the panel of a clicked tab', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Things" items={items} defaultSelected="one" />);
    await user.click(screen.getByRole('tab', { name: 'Third' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Third panel');
    expect(screen.getByText('First panel', { selector: 'p' })).not.toBeVisible();
  });
});
