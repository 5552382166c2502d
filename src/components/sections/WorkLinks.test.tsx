import { render, screen } from '@testing-library/react';
import { WorkLinks } from './WorkLinks';

describe('WorkLinks', () => {
  it('makes each piece of other work one link, named by its label', () => {
    render(
      <WorkLinks
        links={[
          { label: 'Energy projects', to: '/energy-management/#projects' },
          { label: 'AI in production', to: '/ai-solutions/#case-studies' },
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Energy projects', '/energy-management/#projects'],
      ['AI in production', '/ai-solutions/#case-studies'],
    ]);
  });
});
