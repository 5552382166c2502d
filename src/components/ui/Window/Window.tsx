import styled from '@emotion/styled';
import { color, font, radius, space } from '../../../theme/tokens.ts';

/** A window with its caption under it, which names the figure and says it is an example. */
export const Figure = styled.figure`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  figcaption {
    max-width: ${font.measure};
  }
`;

/** A window on a screen, as the artefacts draw one: a line, rounded corners, a title bar over its content. */
export const Window = styled.div`
  overflow: hidden;
  border: 1px solid ${color.controlBorder};
  border-radius: ${radius.card};
  background: ${color.surface};
`;

/** The window's title bar: navy, its title on the left, a quieter status or note on the right. */
export const TitleBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[1]} ${space[4]};
  padding: ${space[2]} ${space[4]};
  background: ${color.surfaceDark};
  color: ${color.textOnDark};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  span + span {
    color: ${color.textMutedOnDark};
    font-weight: ${font.weight.regular};
  }
`;
