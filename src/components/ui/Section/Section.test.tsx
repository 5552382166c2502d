import { render, screen, within } from '@testing-library/react';
import { Section } from './Section.tsx';

describe('Section', () => {
  it('is a region named by its heading, with the aside under its intro and its tone for what follows', () => {
    render(
      <Section
        id="faq"
        intro={{ eyebrow: 'Compliance', heading: 'Questions', intro: 'Plain answers.' }}
        tone="alt"
        split
        aside={<a href="/contact/">Ask us</a>}
      >
        <p>The answers.</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Questions' });
    expect(region).toHaveAttribute('data-tone', 'alt');
    expect(within(region).getByRole('link', { name: 'Ask us' })).toHaveAttribute('href', '/contact/');
    expect(within(region).getByText('The answers.')).toBeVisible();
  });
});
