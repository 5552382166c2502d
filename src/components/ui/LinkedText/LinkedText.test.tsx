import { render, screen } from '@testing-library/react';
import { LinkedText } from './LinkedText.tsx';

describe('LinkedText', () => {
  it('makes an email address a mail link and a web address a link to its site, keeping every word', () => {
    const text = 'Write to team@test.example. You can also complain at ico.org.uk or by phone.';
    const { container } = render(
      <p>
        <LinkedText text={text} />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'team@test.example' })).toHaveAttribute('href', 'mailto:team@test.example');
    expect(screen.getByRole('link', { name: 'ico.org.uk' })).toHaveAttribute('href', 'https://ico.org.uk');
    expect(container).toHaveTextContent(text);
  });

  it('leaves text without an address as it is', () => {
    render(<LinkedText text="No addresses here, e.g. none." />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('No addresses here, e.g. none.')).toBeInTheDocument();
  });
});
