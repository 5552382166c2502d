import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { cardFrame } from '../../theme/styles';
import { color, font, layout, motion, space } from '../../theme/tokens';
import type { ContentLink } from '../../types/content';
import { Glyph } from '../icons/Glyph';
import { CardGrid } from '../ui/Card';

/** A whole card that is one link: its label and an arrow that nudges on hover. */
const Tile = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  height: 100%;
  min-height: ${layout.minTarget};
  padding: ${space[5]};
  ${cardFrame()}
  color: ${color.ink};
  font-size: ${font.size.lg};
  font-weight: ${font.weight.semibold};
  line-height: ${font.lineHeight.heading};
  text-decoration: none;
  transition: border-color ${motion.fast};
  svg {
    flex: none;
    color: ${color.accentDark};
    transition: transform ${motion.fast};
  }
  &:hover {
    border-color: ${color.accentDark};
    color: ${color.linkHover};
  }
  &:hover svg {
    transform: translateX(${space[1]});
  }
`;

/** Links to more of the company's work, each a card: the end of a case study. */
export function WorkLinks({ links }: { links: readonly ContentLink[] }) {
  return (
    <CardGrid columns={Math.min(Math.max(links.length, 2), 4) as 2 | 3 | 4}>
      {links.map((link) => (
        <li key={link.to}>
          <Tile to={link.to}>
            {link.label}
            <Glyph name="arrow-right" size={20} />
          </Tile>
        </li>
      ))}
    </CardGrid>
  );
}
