import styled from '@emotion/styled';
import { cardFrame, focusRing } from '../../../theme/styles.ts';
import { color, font, mq, radius, space } from '../../../theme/tokens.ts';

/** The card: the chart as a figure, then the table of its figures (a figure's caption must be its last part). */
export const Card = styled.div`
  display: grid;
  /* As wide as its column, never as wide as the table: a wide table scrolls in its own box. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[5]};
  padding: ${space[5]} ${space[4]};
  ${cardFrame(false)}
  ${mq.md} {
    padding: ${space[6]};
  }
`;

export const Figure = styled.figure`
  display: grid;
  gap: ${space[5]};
  margin: 0;
`;

/** The value labels in a column beside the plot, the times in a row under it; text is the page's own. */
export const Plot = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${space[2]};
  color: ${color.textMuted};
  font-size: ${font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const Axis = styled.div`
  position: relative;
  span {
    position: absolute;
    white-space: nowrap;
  }
`;

export const Values = styled(Axis)`
  grid-column: 1;
  span {
    right: 0;
    transform: translateY(50%);
  }
`;

export const Ticks = styled(Axis)`
  grid-column: 2;
  height: 1.75em;
  span {
    top: ${space[1]};
    translate: -50%;
  }
  ${mq.belowMd} {
    span[data-minor] {
      display: none;
    }
  }
`;

export const Area = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  ${mq.md} {
    aspect-ratio: 5 / 2;
  }
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  path,
  line {
    vector-effect: non-scaling-stroke;
    fill: none;
  }
`;

/** The unit over the value labels, clear of the plot. */
export const Unit = styled.span`
  grid-column: 1;
  margin-bottom: ${space[2]};
  text-align: right;
`;

const Label = styled.span`
  position: absolute;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  white-space: nowrap;
`;

/** At the foot of the band, where readings seldom reach. */
export const BandLabel = styled(Label)`
  bottom: ${space[2]};
  translate: -50%;
  color: ${color.text};
`;

/** Over the threshold's line at its right end, in its colour. */
export const ThresholdLabel = styled(Label)`
  right: 0;
  margin-bottom: ${space[1]};
  color: ${color.chartAlert};
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${space[2]};
    color: ${color.ink};
    font-weight: ${font.weight.medium};
  }
  svg {
    width: 2rem;
    height: 0.5rem;
  }
`;

/** The table's box: on a phone a wide table scrolls inside it, by touch or by keyboard, and the page does not. */
export const TableScroll = styled.div`
  margin-top: ${space[3]};
  overflow-x: auto;
  &:focus-visible {
    ${focusRing('2px')}
  }
`;

export const Table = styled.table`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${space[1]} ${space[4]} ${space[1]} 0;
    border-bottom: 1px solid ${color.border};
    text-align: right;
  }
  th:first-of-type {
    text-align: left;
  }
  /* A figure and its change on one line: a table wider than a phone scrolls in its box. */
  td {
    white-space: nowrap;
  }
  /* The total or average under the readings, set apart as a sum is on paper. */
  tfoot > tr > * {
    border-top: 2px solid ${color.ink};
    font-weight: ${font.weight.semibold};
  }
`;

export const Details = styled.details`
  summary {
    width: fit-content;
    color: ${color.link};
    font-weight: ${font.weight.semibold};
    cursor: pointer;
    border-radius: ${radius.marker};
  }
`;
