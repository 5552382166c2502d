import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { question: 'What is ESOS?', answer: 'An energy audit scheme.' },
  { question: 'What is SECR?', answer: 'A reporting framework.' },
];

describe('Accordion', () => {
  const question = (name: string) => screen.getByRole('button', { name });

  it('starts with every answer closed, each question a heading', () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(question('What is ESOS?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('An energy audit scheme.')).not.toBeVisible();
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(question('What is ESOS?'));
    expect(question('What is ESOS?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('An energy audit scheme.')).toBeVisible();
    await user.click(question('What is SECR?'));
    expect(question('What is SECR?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('What is ESOS?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open answer on a second press', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(question('What is ESOS?'));
    await user.click(question('What is ESOS?'));
    expect(question('What is ESOS?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(question('What is ESOS?')).toHaveAttribute('aria-expanded', 'true');
  });
});
