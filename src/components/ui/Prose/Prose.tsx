import styled from '@emotion/styled';
import { font, space } from '../../../theme/tokens.ts';

/** Running text at the body size and a readable measure, with space between paragraphs. */
export const Prose = styled.div`
  display: grid;
  gap: ${space[4]};
  max-width: ${font.measure};
  font-size: ${font.size.md};
`;

/** An item's text beside its picture or figures: an h3 at 2xl over its paragraphs, left-aligned. */
export const ItemText = styled.div`
  display: grid;
  gap: ${space[4]};
  justify-items: start;
  h3 {
    font-size: ${font.size['2xl']};
  }
`;
