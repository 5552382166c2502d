import { render, screen, within } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ContentIcon } from '../../../types/content';
import { SectorStrip } from './SectorStrip';

const icon: ContentIcon = { name: 'factory', svg: '<path d="M2 20h20"/>' };
const sectors = [
  { name: 'Manufacturing', icon },
  { name: 'Water', icon },
];

const logo = (alt: string) => {
  const data: IGatsbyImageData = {
    layout: 'fixed',
    width: 180,
    height: 51,
    images: { fallback: { src: `/${alt}.png`, srcSet: `/${alt}.png 1x` } },
  };
  return { alt, src: { childImageSharp: { gatsbyImageData: data } } };
};

describe('SectorStrip', () => {
  it('names each sector under its heading, in the order given', () => {
    render(<SectorStrip heading="Sectors we serve" items={sectors} />);
    const region = screen.getByRole('region', { name: 'Sectors we serve' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Manufacturing', 'Water']);
  });

  it('shows the logos under their own heading, each named by its alt text', () => {
    const logos = { heading: 'Clients and accreditations', items: [logo('Example Foods'), logo('ISO 9001')] };
    render(<SectorStrip heading="Sectors we serve" items={sectors} logos={logos} />);
    const region = screen.getByRole('region', { name: 'Clients and accreditations' });
    expect(
      within(region)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Example Foods', 'ISO 9001']);
    expect(within(region).getAllByRole('img')[0]).toHaveAttribute('loading', 'lazy');
  });

  it('leaves the logos out, heading and all, when the content has none', () => {
    render(<SectorStrip heading="Sectors we serve" items={sectors} logos={null} />);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
