import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sheet } from './Sheet';

function renderSheet() {
  return render(
    <Sheet triggerLabel="Learn More" triggerContext="Machine Learning" title="Machine Learning" closeLabel="Close">
      <p>Key benefits</p>
      <a href="/contact/">Request a Demo</a>
    </Sheet>,
  );
}

describe('Sheet', () => {
  it('names its button with the context, so repeated labels stay distinct, and says it opens a dialog', () => {
    renderSheet();
    const trigger = screen.getByRole('button', { name: 'Learn More, Machine Learning' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a modal dialog titled with its heading', async () => {
    const user = userEvent.setup();
    renderSheet();
    await user.click(screen.getByRole('button', { name: 'Learn More, Machine Learning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Machine Learning' });
    expect(dialog).toHaveTextContent('Key benefits');
    expect(screen.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/contact/');
  });

  it('closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderSheet();
    const trigger = screen.getByRole('button', { name: 'Learn More, Machine Learning' });
    await user.click(trigger);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderSheet();
    await user.click(screen.getByRole('button', { name: 'Learn More, Machine Learning' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps keyboard focus inside while open', async () => {
    const user = userEvent.setup();
    renderSheet();
    await user.click(screen.getByRole('button', { name: 'Learn More, Machine Learning' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
