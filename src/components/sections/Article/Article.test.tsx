import { render, screen } from '@testing-library/react';
import { Article } from './Article.tsx';

describe('Article', () => {
  it('reads as an article with its sections, figures and an attributed quote', () => {
    const { container } = render(
      <Article
        facts={[{ label: 'Sector', value: 'Food' }]}
        sections={[
          { heading: 'The brief', paragraphs: ['Brief.'] },
          { heading: 'The results', paragraphs: ['Results.'] },
        ]}
        results={[{ value: '34%', label: 'less electricity imported' }]}
        image={{ alt: 'Factory roof', decorative: null, src: { childImageSharp: null } }}
        quote={{ text: 'It paid back in two years.', name: 'Head of Engineering', organisation: 'A food manufacturer' }}
      />,
    );
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The brief',
      'The results',
    ]);
    expect(screen.getByText('34%')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the quote's markup (blockquote, figcaption) is what is checked
    expect(container.querySelector('blockquote')).toHaveTextContent('It paid back in two years.');
    // eslint-disable-next-line testing-library/no-node-access -- the quote's markup (blockquote, figcaption) is what is checked
    expect(container.querySelector('figcaption')).toHaveTextContent('Head of Engineering, A food manufacturer');
  });

  it('leaves out the illustration and the quote of a case study that has neither', () => {
    const { container } = render(
      <Article
        facts={[{ label: 'Sector', value: 'Water' }]}
        sections={[{ heading: 'The brief', paragraphs: ['Brief.'] }]}
        results={[{ value: '30%', label: 'fewer visits' }]}
      />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the quote's markup (blockquote) is what is checked
    expect(container.querySelector('blockquote')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'The brief' })).toBeInTheDocument();
  });

  it('shows under a figure what makes it checkable: a payback’s cost and yearly saving', () => {
    render(
      <Article
        facts={[{ label: 'Sector', value: 'Food' }]}
        sections={[{ heading: 'The brief', paragraphs: ['Brief.'] }]}
        results={[
          { value: '34%', label: 'less electricity imported' },
          { value: '10 months', label: 'to pay back', detail: 'a £150,000 project saving £180,000 a year' },
        ]}
      />,
    );
    expect(screen.getByText('a £150,000 project saving £180,000 a year')).toBeVisible();
  });

  it('shows its leading proof before the text, and the rest after the text and before the quote', () => {
    render(
      <Article
        facts={[{ label: 'Sector', value: 'Food' }]}
        sections={[{ heading: 'The brief', paragraphs: ['Brief.'] }]}
        results={[{ value: '34%', label: 'less electricity imported' }]}
        quote={{ text: 'It works.', name: 'Alex', organisation: 'Foods Ltd' }}
        lead={<h2>Before and after</h2>}
        proof={<h2>The system</h2>}
      />,
    );
    // eslint-disable-next-line testing-library/no-node-access -- the order of headings and quotes in the markup is what is checked
    const order = [...document.querySelectorAll('h2, blockquote')].map((node) => node.textContent);
    expect(order).toEqual(['Before and after', 'The brief', 'The system', 'It works.']);
  });
});
