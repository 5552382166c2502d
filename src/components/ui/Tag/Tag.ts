import styled from '@emotion/styled';
import { color, font, radius, space } from '../../../theme/tokens.ts';

/**
 * A small rounded label: a category or a tag. Its ground is `surfaceAlt`, unless what holds it says otherwise
 * through `--tag-ground`: a linked card under the pointer, whose tint is close to `surfaceAlt`, gives it `surface`.
 */
export const Tag = styled.span`
  display: inline-block;
  padding: ${space[1]} ${space[3]};
  border-radius: ${radius.round};
  background: var(--tag-ground, ${color.surfaceAlt});
  color: ${color.text};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
`;
