import styled from '@emotion/styled';
import { font, mq, space } from '../../../theme/tokens';

/** Running text at the body size and a readable measure, with space between paragraphs. */
export const Prose = styled.div`
  display: grid;
  gap: ${space[4]};
  max-width: ${font.measure};
  font-size: ${font.size.md};
`;

/** Two blocks of a section, such as text and its figures: stacked, then side by side from 1024 px. */
export const Beside = styled.div`
  display: grid;
  gap: ${space[7]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${space[8]};
    align-items: center;
  }
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
