import { render, screen } from '@testing-library/react';
import { CallToAction } from './CallToAction.tsx';

describe('CallToAction', () => {
  it('is a labelled region with its buttons as links', () => {
    render(
      <CallToAction
        cta={{
          heading: 'Ready to start?',
          text: 'Talk to us.',
          actions: [
            { label: 'Schedule a Consultation', to: '/contact/', offer: null },
            { label: 'Download Case Studies', to: '/ai-solutions/#case-studies', offer: null },
          ],
          firstStep: null,
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Ready to start?' });
    expect(region).toHaveTextContent('Talk to us.');
    expect(screen.getByRole('link', { name: 'Download Case Studies' })).toHaveAttribute(
      'href',
      '/ai-solutions/#case-studies',
    );
  });

  it('says under its buttons what the offer one of them opens takes and costs, and nothing without one', () => {
    const actions = [
      { label: 'Book a Discovery Workshop', to: '/contact/discovery-workshop/', offer: '1 day on site · From £2,400' },
      { label: 'About us', to: '/about/', offer: null },
    ];
    const { rerender } = render(
      <CallToAction cta={{ heading: 'Start small', text: 'One day.', actions, firstStep: null }} />,
    );
    const region = screen.getByRole('region', { name: 'Start small' });
    expect(region).toHaveTextContent(/About us1 day on site · From £2,400$/);
    rerender(
      <CallToAction cta={{ heading: 'Start small', text: 'One day.', actions: actions.slice(1), firstStep: null }} />,
    );
    expect(region).not.toHaveTextContent('£');
  });

  it('links under its buttons to a first step, with what it takes and costs, where no button opens one', () => {
    const firstStep = {
      label: 'Or start with a Discovery Workshop',
      to: '/contact/discovery-workshop/',
      offer: '1 day on site · From £2,400',
    };
    const actions = [{ label: 'Schedule a Consultation', to: '/contact/', offer: null }];
    render(<CallToAction cta={{ heading: 'Start small', text: 'One day.', actions, firstStep }} />);
    const region = screen.getByRole('region', { name: 'Start small' });
    expect(screen.getByRole('link', { name: firstStep.label })).toHaveAttribute('href', firstStep.to);
    expect(region).toHaveTextContent(/Or start with a Discovery Workshop · 1 day on site · From £2,400$/);
  });

  it('can add an eyebrow above its heading and content before its button', () => {
    render(
      <CallToAction
        cta={{
          heading: 'Coming soon',
          text: 'More clouds.',
          actions: [{ label: 'Ask', to: '/contact/', offer: null }],
          firstStep: null,
        }}
        eyebrow="Roadmap"
      >
        <ul>
          <li>AWS IoT Core</li>
        </ul>
      </CallToAction>,
    );
    const region = screen.getByRole('region', { name: 'Coming soon' });
    expect(region).toHaveTextContent(/^Roadmap/);
    expect(screen.getByRole('listitem')).toHaveTextContent('AWS IoT Core');
    expect(screen.getByRole('link', { name: 'Ask' })).toHaveAttribute('href', '/contact/');
  });
});
