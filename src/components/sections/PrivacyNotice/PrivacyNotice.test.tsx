import { render, screen } from '@testing-library/react';
import { PrivacyNotice } from './PrivacyNotice.tsx';

describe('PrivacyNotice', () => {
  it('shows the date, then each section under its heading', () => {
    render(
      <PrivacyNotice
        updated="Last updated: 1 May 2025"
        sections={[{ heading: 'Who we are', paragraphs: ['Test Works Ltd runs this site.', 'Write to us.'] }]}
      />,
    );
    expect(screen.getByText('Last updated: 1 May 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByText('Test Works Ltd runs this site.')).toBeInTheDocument();
    expect(screen.getByText('Write to us.')).toBeInTheDocument();
  });

  it('links the email address and the regulator’s site it names', () => {
    render(
      <PrivacyNotice
        updated="Last updated: 1 May 2025"
        sections={[
          { heading: 'Your rights', paragraphs: ['Email team@test.example and we will answer.'] },
          { heading: 'How to complain', paragraphs: ['Complain to the ICO at ico.org.uk or on 0303 123 1113.'] },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'team@test.example' })).toHaveAttribute('href', 'mailto:team@test.example');
    expect(screen.getByRole('link', { name: 'ico.org.uk' })).toHaveAttribute('href', 'https://ico.org.uk');
  });
});
