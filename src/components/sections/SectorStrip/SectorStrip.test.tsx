import { render, screen, within } from '@testing-library/react';
import type { ContentIcon } from '../../../types/content.ts';
import { fixedImage } from '../../../../tests/fixtures/images.ts';
import { SectorStrip } from './SectorStrip.tsx';

const logo = (alt: string) => fixedImage(alt, 180, 51);

const icon: ContentIcon = { name: 'factory', svg: '<path d="M2 20h20"/>' };
const sectors = [
  { name: 'Manufacturing', icon },
  { name: 'Water', icon },
];

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
    const images = within(region).getAllByRole('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAccessibleName('Example Foods');
    expect(images[1]).toHaveAccessibleName('ISO 9001');
  });

  it('leaves the logos out, heading and all, when the content has none', () => {
    render(<SectorStrip heading="Sectors we serve" items={sectors} logos={null} />);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
