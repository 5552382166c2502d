import { render, screen } from '@testing-library/react';
import { ProofLink } from './ProofLink.tsx';

const study = {
  label: 'On-Site Energy',
  path: '/case-study-onsite-energy/',
  article: { results: [{ value: '34%', label: 'less electricity imported' }] },
};

describe('ProofLink', () => {
  it('links the study’s headline figure, named by the figure, what it measures and the study', () => {
    render(<ProofLink study={study} more="Read Full Case Study" />);
    expect(
      screen.getByRole('link', { name: '34% less electricity imported On-Site Energy: Read Full Case Study' }),
    ).toHaveAttribute('href', '/case-study-onsite-energy/');
  });

  it('shows nothing for a study without figures', () => {
    const { container } = render(
      <ProofLink study={{ ...study, article: { results: [] } }} more="Read Full Case Study" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
