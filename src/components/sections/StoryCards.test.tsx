import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoryCards } from './StoryCards';

const story = {
  title: 'Multi-site OEE',
  client: 'A Midlands manufacturer',
  description: 'Short version.',
  outcome: ['OEE up 7 points'],
  body: ['First paragraph.', 'Second paragraph.'],
};

describe('StoryCards', () => {
  it('shows a summary card and opens the full story in a side sheet', async () => {
    const user = userEvent.setup();
    render(<StoryCards items={[story]} readMore="Read Full Case Study" closeLabel="Close" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Multi-site OEE' })).toBeInTheDocument();
    // On the card, not in the sheet that is in the page closed.
    expect(screen.getByText('OEE up 7 points', { ignore: 'script, style, dialog *' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read Full Case Study, Multi-site OEE' }));
    const sheet = await screen.findByRole('dialog', { name: 'Multi-site OEE' });
    expect(within(sheet).getByText('Second paragraph.')).toBeInTheDocument();
  });
});
