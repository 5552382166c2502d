import styled from '@emotion/styled';
import { telHref } from '../../../lib/telHref.ts';
import { bareList } from '../../../theme/styles.ts';
import { color, layout, space } from '../../../theme/tokens.ts';
import type { SiteFacts } from '../../../types/content.ts';
import { Glyph } from '../../icons/Glyph.tsx';

const List = styled.ul<{ dark: boolean }>`
  display: grid;
  ${bareList}
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[3]};
    min-height: ${layout.minTarget};
    /* A long address breaks rather than pushing a narrow column wider. */
    overflow-wrap: anywhere;
  }
  address {
    display: flex;
    gap: ${space[3]};
    padding-block: ${space[2]};
    font-style: normal;
  }
  svg {
    flex: none;
    color: ${({ dark }) => (dark ? color.accentTextOnDark : color.accentText)};
  }
  address svg {
    margin-top: ${space[1]};
  }
`;

/**
 * The company's email, phone and postal address, each with its glyph: the email and phone as links that open a
 * mail or phone app, the address on its lines. The same in the footer (`dark`) and beside the contact form.
 */
export function ContactDetails({ site, dark = false }: { site: SiteFacts; dark?: boolean }) {
  const { address } = site;
  return (
    <List dark={dark}>
      <li>
        <a href={`mailto:${site.email}`}>
          <Glyph name="mail" size={20} />
          {site.email}
        </a>
      </li>
      <li>
        <a href={telHref(site.phone)}>
          <Glyph name="phone" size={20} />
          {site.phone}
        </a>
      </li>
      <li>
        <address>
          <Glyph name="pin" size={20} />
          <span>
            {site.name}
            <br />
            {address.streetAddress}
            <br />
            {address.locality} {address.postalCode}
            <br />
            {address.country}
          </span>
        </address>
      </li>
    </List>
  );
}
