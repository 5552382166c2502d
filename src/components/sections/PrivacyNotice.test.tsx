import { render, screen } from '@testing-library/react';
import { mockStaticQueries } from '../../../tests/fixtures/content';
import { PrivacyNotice } from './PrivacyNotice';

describe('PrivacyNotice', () => {
  beforeEach(mockStaticQueries);
  afterEach(() => jest.restoreAllMocks());

  it('shows the date, then each section under its heading, with the company named', () => {
    render(
      <PrivacyNotice
        updated="Last updated: 1 May 2025"
        sections={[{ heading: 'Who we are', paragraphs: ['{company} runs this site.', 'Write to {email}.'] }]}
      />,
    );
    expect(screen.getByText('Last updated: 1 May 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByText('Test Works Ltd runs this site.')).toBeInTheDocument();
    expect(screen.getByText('Write to team@test.example.')).toBeInTheDocument();
  });
});
