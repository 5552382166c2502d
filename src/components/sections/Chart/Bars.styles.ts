import styled from '@emotion/styled';
import { color, font, mq, space } from '../../../theme/tokens.ts';

/** Bars by point: the unit over the figures, then a row a point. */
export const BarPlot = styled.div`
  display: grid;
  gap: ${space[4]};
  color: ${color.textMuted};
  font-size: ${font.size.sm};
  font-variant-numeric: tabular-nums;
  > span {
    margin-bottom: 0;
  }
`;

/** A point's name over its bars; from a tablet, beside them. */
export const BarRow = styled.div`
  display: grid;
  gap: ${space[1]};
  > span {
    color: ${color.ink};
    font-weight: ${font.weight.medium};
  }
  ${mq.md} {
    grid-template-columns: minmax(8rem, 12rem) minmax(0, 1fr);
    align-items: center;
    column-gap: ${space[4]};
  }
`;

/** One bar, from nought at the left edge, and its figure after the widest bar's end. */
export const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) var(--figure-width);
  align-items: center;
  column-gap: ${space[2]};
  text-align: right;
  svg {
    width: 100%;
    height: 0.875rem;
    overflow: visible;
  }
  line {
    stroke: ${color.textMuted};
  }
  line,
  rect {
    vector-effect: non-scaling-stroke;
  }
`;
