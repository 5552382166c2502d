import { render, screen } from '@testing-library/react';
import { NextSteps } from './NextSteps.tsx';

describe('NextSteps', () => {
  it('lists the steps in order, then links onward', () => {
    render(
      <NextSteps
        steps={['We read your message.', 'We reply.']}
        actions={[
          { label: 'Back to Home', to: '/' },
          { label: 'About us', to: '/about/' },
        ]}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['We read your message.', 'We reply.']);
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about/');
  });
});
