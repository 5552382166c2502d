import styled from '@emotion/styled';
import { layout, mq } from '../../../theme/tokens.ts';

/** Centres content at the site's width with the gutters of docs/design.md ("Layout and container"). */
export const Container = styled.div`
  width: 100%;
  max-width: calc(${layout.contentWidth} + 2 * ${layout.gutter});
  margin-inline: auto;
  padding-inline: ${layout.gutterMobile};
  ${mq.md} {
    padding-inline: ${layout.gutter};
  }
`;
