import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { listingPage } from '../../../lib/listing.ts';
import { color, font, layout, space } from '../../../theme/tokens.ts';
import { Glyph } from '../../icons/Glyph.tsx';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  margin-top: ${space[7]};
  font-weight: ${font.weight.semibold};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-height: ${layout.minTarget};
    text-decoration: none;
  }
  p {
    color: ${color.text};
  }
`;

interface Props {
  /** Where the listing's first page is; page n is at listingPage(base, n). */
  base: string;
  page: number;
  pages: number;
  words: { label: string; previous: string; next: string; page: string };
  anchor: string;
}

/** Previous and next page of a listing, and where the visitor is ("Page 2 of 3"); nothing when it has one page. */
export function Pagination({ base, page, pages, words, anchor }: Props) {
  if (pages <= 1) return null;
  const to = (n: number) => `${listingPage(base, n)}#${anchor}`;
  return (
    <Nav aria-label={words.label}>
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          <Glyph name="arrow-left" size={18} />
          {words.previous}
        </Link>
      ) : (
        <span />
      )}
      <p>{words.page.replace('{page}', String(page)).replace('{pages}', String(pages))}</p>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next">
          {words.next}
          <Glyph name="arrow-right" size={18} />
        </Link>
      ) : (
        <span />
      )}
    </Nav>
  );
}
