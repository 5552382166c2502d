import styled from '@emotion/styled';
import { font, space } from '../../theme/tokens';

/** Running text at a readable measure, with space between paragraphs. */
export const Prose = styled.div`
  display: grid;
  gap: ${space[4]};
  max-width: ${font.measure};
  font-size: ${font.size.lg};
`;

/** Blocks of a section stacked with generous space between them. */
export const Stack = styled.div`
  display: grid;
  gap: ${space[7]};
`;
