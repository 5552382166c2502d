import { render, screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Hero } from './Hero.tsx';
import { heroImage } from '../../../plugins/page-start/contract.ts';

const picture: IGatsbyImageData = {
  layout: 'constrained',
  width: 640,
  height: 480,
  images: {
    sources: [{ type: 'image/avif', srcSet: '/hero-640.avif 640w', sizes: '(min-width: 640px) 640px, 100vw' }],
    fallback: { src: '/hero-640.png', srcSet: '/hero-640.png 640w', sizes: '(min-width: 640px) 640px, 100vw' },
  },
};

const base = {
  eyebrow: 'Product',
  heading: 'Edge Bridge',
  tagline: null,
  text: 'An OPC UA to MQTT bridge for the edge.',
  actions: [
    { label: 'Get Early Access', to: '/contact/' },
    { label: 'Read the features', to: '/edge-bridge/#features' },
  ],
  image: null,
};

describe('Hero', () => {
  it('shows the one h1, the lead and the calls to action, and no picture where the page has none', () => {
    render(<Hero {...base} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edge Bridge');
    expect(screen.getByText('An OPC UA to MQTT bridge for the edge.')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/contact/',
      '/edge-bridge/#features',
    ]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('puts what it is given beside the text where the page has no picture, and the picture where it has one', () => {
    const { rerender } = render(<Hero {...base} aside={<p>34% less imported</p>} />);
    expect(screen.getByText('34% less imported')).toBeInTheDocument();
    rerender(
      <Hero
        {...base}
        image={{ alt: 'A bridge', decorative: false, src: { childImageSharp: { gatsbyImageData: picture } } }}
        aside={<p>34% less imported</p>}
      />,
    );
    expect(screen.queryByText('34% less imported')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A bridge' })).toBeInTheDocument();
  });

  it("draws the page's illustration after the text, as the page's one eager, first-fetched image", () => {
    render(
      <Hero
        {...base}
        image={{
          alt: 'Diagram of the bridge',
          decorative: null,
          src: { childImageSharp: { gatsbyImageData: picture } },
        }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Diagram of the bridge' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    // The boot script knows the hero's picture by this, and waits for its paint.
    expect(image.matches(heroImage)).toBe(true);
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
    // Text first: a screen reader, and a phone's one column, reach the heading and buttons before the picture.
    const lastButton = screen.getByRole('link', { name: 'Read the features' });
    expect(lastButton.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('writes a decorative picture with empty words, so screen readers pass it by', () => {
    const { container } = render(
      <Hero
        {...base}
        image={{ alt: 'Left over', decorative: true, src: { childImageSharp: { gatsbyImageData: picture } } }}
      />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- a decorative picture (alt="") has no role to find it by
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('fetches a picture that only decorates lazily, unnamed, and not as the hero’s first-fetched image', () => {
    const { container } = render(
      <Hero
        {...base}
        image={{ alt: null, decorative: true, src: { childImageSharp: { gatsbyImageData: picture } } }}
      />,
    );
    // eslint-disable-next-line testing-library/no-node-access -- a decorative picture (alt="") has no role to find it by
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.matches(heroImage)).toBe(false);
  });
});
