import { render, screen } from '@testing-library/react';
import { mockStaticQueries } from '../../../tests/fixtures/content';
import { NextSteps } from './NextSteps';

describe('NextSteps', () => {
  beforeEach(mockStaticQueries);
  afterEach(() => jest.restoreAllMocks());

  it('numbers the steps, with the company named, then links onward', () => {
    render(
      <NextSteps
        steps={['{company} reads your message.', 'We reply.']}
        actions={[
          { label: 'Back to Home', to: '/' },
          { label: 'About us', to: '/about/' },
        ]}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Test Works Ltd reads your message.', 'We reply.']);
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about/');
  });
});
