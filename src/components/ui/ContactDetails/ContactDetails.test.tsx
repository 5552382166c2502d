import { render, screen } from '@testing-library/react';
import { site } from '../../../../tests/fixtures/content.ts';
import { ContactDetails } from './ContactDetails.tsx';

describe('ContactDetails', () => {
  it('links the email address and phone number so they open a mail or phone app', () => {
    render(<ContactDetails site={site} />);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+442079460999');
  });

  it('gives the postal address in full, after the email and phone', () => {
    render(<ContactDetails site={site} />);
    const [email, phone, address] = screen.getAllByRole('listitem');
    expect(email).toHaveTextContent(site.email);
    expect(phone).toHaveTextContent(site.phone);
    for (const part of [site.name, site.address.streetAddress, site.address.postalCode, site.address.country])
      expect(address).toHaveTextContent(part);
  });
});
