import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { color, font, layout, motion, space } from '../../../theme/tokens';
import { Glyph } from '../../icons/Glyph';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

const Quiet = styled(Link, { shouldForwardProp: (prop) => prop !== 'ground' })<{ ground: 'light' | 'dark' }>`
  display: inline-flex;
  color: ${({ ground }) => (ground === 'dark' ? color.linkOnDark : color.link)};
  align-items: center;
  gap: ${space[2]};
  min-height: ${layout.minTarget};
  font-weight: ${font.weight.semibold};
  text-decoration: none;
  svg {
    transition: transform ${motion.fast};
  }
  &:hover {
    color: ${({ ground }) => (ground === 'dark' ? color.linkHoverOnDark : color.linkHover)};
  }
  &:hover svg {
    transform: translateX(${space[1]});
  }
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
  ground?: 'light' | 'dark';
}

/** A quiet text link with an arrow, for "Learn more" style links under cards and blocks. */
export function MoreLink({ to, label, context, ground = 'light' }: Props) {
  return (
    <Quiet to={to} ground={ground} aria-label={context && `${label}, ${context}`}>
      {label}
      {context && <VisuallyHidden>, {context}</VisuallyHidden>}
      <Glyph name="arrow-right" size={18} />
    </Quiet>
  );
}
