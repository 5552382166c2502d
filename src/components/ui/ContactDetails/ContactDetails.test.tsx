import { render, screen } from '@testing-library/react';
import { site } from '../../../../tests/fixtures/content';
import { ContactDetails } from './ContactDetails';

describe('ContactDetails', () => {
  it('links the email address and phone number so they open a mail or phone app', () => {
    render(<ContactDetails site={site} />);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+442079460999');
  });

  it('gives the postal address on its lines, after the email and phone', () => {
    const { container } = render(<ContactDetails site={site} />);
    const address = container.querySelector('address')!;
    expect(address.innerHTML.split('<br>').map((line) => line.replace(/<[^>]+>/g, ''))).toEqual([
      site.name,
      site.address.streetAddress,
      `${site.address.locality} ${site.address.postalCode}`,
      site.address.country,
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.contains(address))).toEqual([false, false, true]);
  });
});
