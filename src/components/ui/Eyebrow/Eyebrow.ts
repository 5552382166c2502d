import styled from '@emotion/styled';
import { eyebrowText } from '../../../theme/styles.ts';
import { color } from '../../../theme/tokens.ts';

/** The small uppercase line above a heading: `accentText`, or `accentTextOnDark` on a dark ground. */
export const Eyebrow = styled.p<{ ground?: 'light' | 'dark' }>`
  color: ${({ ground }) => (ground === 'dark' ? color.accentTextOnDark : color.accentText)};
  ${eyebrowText}
`;
