import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { font, layout, motion, space } from '../../theme/tokens';
import { Glyph } from '../icons/Glyph';
import { VisuallyHidden } from './VisuallyHidden';

const Quiet = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: ${layout.minTarget};
  font-weight: ${font.weight.semibold};
  text-decoration: none;
  svg {
    transition: transform ${motion.fast};
  }
  &:hover svg {
    transform: translateX(${space[1]});
  }
`;

interface Props {
  to: string;
  label: string;
  /**
   * What the link is about: screen readers hear "Learn more, <context>", so repeated labels stay distinct, and
   * the same words are in the link's text, out of sight, for search engines (a bare "Learn more" says nothing).
   */
  context: string;
}

/** A quiet text link with an arrow, for "Learn more" style links under cards and blocks. */
export function MoreLink({ to, label, context }: Props) {
  return (
    <Quiet to={to} aria-label={`${label}, ${context}`}>
      {label}
      <VisuallyHidden>, {context}</VisuallyHidden>
      <Glyph name="arrow-right" size={18} />
    </Quiet>
  );
}
