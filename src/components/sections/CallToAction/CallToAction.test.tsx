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
            { label: 'Schedule a Consultation', to: '/contact/' },
            { label: 'Download Case Studies', to: '/ai-solutions/#case-studies' },
          ],
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

  it('can add an eyebrow above its heading and content before its button', () => {
    render(
      <CallToAction
        cta={{ heading: 'Coming soon', text: 'More clouds.', actions: [{ label: 'Ask', to: '/contact/' }] }}
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
