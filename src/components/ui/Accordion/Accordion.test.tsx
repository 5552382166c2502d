import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion.tsx';

const items = [
  { question: 'What is ESOS?', answer: 'An energy audit scheme.' },
  { question: 'What is SECR?', answer: 'A reporting framework.' },
];

// One open at a time (the shared <details> name) is the browser's own behaviour, which jsdom does not have:
// tests/e2e/pages/energy-management.spec.ts checks it in Chromium.
describe('Accordion', () => {
  it('starts with every answer closed, each question a heading', () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'What is ESOS?',
      'What is SECR?',
    ]);
    expect(screen.getByText('An energy audit scheme.')).not.toBeVisible();
  });

  it('opens an answer when its question is pressed, and closes it on a second press', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(screen.getByRole('heading', { name: 'What is ESOS?' }));
    expect(screen.getByText('An energy audit scheme.')).toBeVisible();
    await user.click(screen.getByRole('heading', { name: 'What is ESOS?' }));
    expect(screen.getByText('An energy audit scheme.')).not.toBeVisible();
  });
});
