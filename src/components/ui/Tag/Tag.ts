import styled from '@emotion/styled';
import { color, font, radius, space } from '../../../theme/tokens';

/** A small rounded label: a category or a tag. */
export const Tag = styled.span`
  display: inline-block;
  padding: ${space[1]} ${space[3]};
  border-radius: ${radius.round};
  background: ${color.surfaceAlt};
  color: ${color.text};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
`;
