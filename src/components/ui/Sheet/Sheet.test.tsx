import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sheet } from './Sheet.tsx';

// jsdom stands in for a browser without buttons' `command` (tests/setup/jest.setup.ts): the buttons' code opens
// and closes the sheet. Focus, Escape and the backdrop are the browser's, tested in the browser (tests/e2e).

function renderSheet() {
  return render(
    <Sheet triggerLabel="Learn More" triggerContext="Machine Learning" title="Machine Learning" closeLabel="Close">
      <p>Key benefits</p>
      <a href="/contact/">Request a Demo</a>
    </Sheet>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Learn More, Machine Learning' });
const sheet = () => screen.getByRole('dialog', { hidden: true });

describe('Sheet', () => {
  it('names its button with the context, so repeated labels stay distinct, and says it opens a dialog', () => {
    renderSheet();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('puts the sheet in the page closed, its content inside', () => {
    renderSheet();
    expect(sheet()).not.toHaveAttribute('open');
    expect(sheet()).toHaveTextContent('Key benefits');
  });

  it('has the browser open it from the button, and close it from its close button, with no script', () => {
    renderSheet();
    expect(trigger()).toHaveAttribute('command', 'show-modal');
    expect(trigger()).toHaveAttribute('commandfor', sheet().id);
    const close = screen.getByRole('button', { name: 'Close', hidden: true });
    expect(close).toHaveAttribute('command', 'close');
    expect(close).toHaveAttribute('commandfor', sheet().id);
    expect(sheet()).toHaveAttribute('closedby', 'any');
  });

  it('opens and closes it from the buttons’ code where the browser lacks `command`', async () => {
    const user = userEvent.setup();
    renderSheet();
    await user.click(trigger());
    // Named by its heading.
    expect(screen.getByRole('dialog', { name: 'Machine Learning' })).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/contact/');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(sheet()).not.toHaveAttribute('open');
  });

  it('closes on a press on the backdrop, which lands on the dialog itself, and not on one inside the sheet', async () => {
    const user = userEvent.setup();
    renderSheet();
    await user.click(trigger());
    await user.click(screen.getByText('Key benefits'));
    expect(sheet()).toHaveAttribute('open');
    fireEvent.click(sheet());
    expect(sheet()).not.toHaveAttribute('open');
  });
});
