import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { notices, showOutcome } from '../noticeQueue.ts';
import { NoticeRegion } from './Notices.tsx';

/** A page with a place for the notices, as the contact form keeps one under itself. */
function Page() {
  const slot = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={slot} data-testid="slot" />
      <NoticeRegion container={slot} label="Notifications" dismissLabel="Dismiss" />
    </>
  );
}

afterEach(() => act(() => notices.clear()));

describe('NoticeRegion', () => {
  it('shows its notices in the place it is given, in a landmark named by its label', () => {
    render(<Page />);
    act(() => showOutcome({ title: 'Error', text: 'Failed to send.', tone: 'danger' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(screen.getByTestId('slot')).toContainElement(region);
    expect(within(region).getByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Failed to send.');
  });

  it('lets the visitor dismiss a notice, and the empty region goes with it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    act(() => showOutcome({ title: 'Error', text: 'Failed to send.', tone: 'danger' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
