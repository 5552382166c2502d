import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { stretchedLink } from '../../../theme/styles.ts';
import { color, font, layout, motion, radius, space } from '../../../theme/tokens.ts';
import { Glyph } from '../../icons/Glyph.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.ts';

type Ground = 'light' | 'dark';

const Quiet = styled(Link, { shouldForwardProp: (prop) => prop !== 'ground' && prop !== 'stretched' })<{
  ground: Ground;
  stretched: boolean;
}>`
  display: inline-flex;
  color: ${({ ground }) => (ground === 'dark' ? color.linkOnDark : color.link)};
  align-items: center;
  gap: ${space[2]};
  min-height: ${({ stretched }) => (stretched ? 'auto' : layout.minTarget)};
  font-weight: ${font.weight.semibold};
  text-decoration: none;
  svg {
    transition: transform ${motion.fast};
  }
  &:hover {
    color: ${({ ground }) => (ground === 'dark' ? color.linkHoverOnDark : color.linkHover)};
    text-decoration: underline;
  }
  &:hover svg {
    transform: translateX(${space[1]});
  }
  ${({ ground, stretched }) => stretched && stretchedLink(radius.card, ground === 'dark')}
`;

interface Props {
  to: string;
  label: string;
  /**
   * What the link is about, where its label alone does not say: screen readers hear "Learn more, <context>", so
   * repeated labels stay distinct, and the same words are in the link's text, out of sight, for search engines (a
   * bare "Learn more" says nothing).
   */
  context?: string;
  ground?: Ground;
  /** The card's one link, which the whole card answers for: its box covers the card (a `linked` CardSurface). */
  stretched?: boolean;
}

/** A quiet text link with an arrow, for "Learn more" style links under cards and blocks. */
export function MoreLink({ to, label, context, ground = 'light', stretched = false }: Props) {
  return (
    <Quiet to={to} ground={ground} stretched={stretched} aria-label={context && `${label}, ${context}`}>
      {label}
      {context && <VisuallyHidden>, {context}</VisuallyHidden>}
      <Glyph name="arrow-right" size={18} />
    </Quiet>
  );
}
