import styled from '@emotion/styled';
import { darkGround, sectionHeadingSize } from '../../../theme/styles.ts';
import { font, mq, radius, space } from '../../../theme/tokens.ts';

/** A rounded dark panel in a light band, a large heading over a lead: the call to action, "coming soon". */
export const DarkPanel = styled.div`
  ${darkGround}
  display: grid;
  gap: ${space[5]};
  justify-items: start;
  padding: ${space[7]} ${space[5]};
  border-radius: ${radius.sheet};
  ${mq.md} {
    padding: ${space[8]};
  }
  h2 {
    ${sectionHeadingSize(false)}
  }
  p {
    font-size: ${font.size.lg};
  }
`;
