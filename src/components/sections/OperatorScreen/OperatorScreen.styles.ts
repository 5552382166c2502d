import styled from '@emotion/styled';
import { bareList } from '../../../theme/styles.ts';
import { color, font, mq, radius, space } from '../../../theme/tokens.ts';
import { Window } from '../../ui/Window/Window.tsx';

/** The screen: a window over a grey ground, as an operator's panel shows it. */
export const Screen = styled(Window)`
  background: ${color.surfaceAlt};
  font-variant-numeric: tabular-nums;
`;

export const Body = styled.div`
  display: grid;
  gap: ${space[4]};
  padding: ${space[4]} ${space[3]};
  ${mq.md} {
    padding: ${space[5]};
  }
`;

const tile = `
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.control};
  background: ${color.surface};
`;

/**
 * The equipment in process order: stacked (each on one line from 768 px), then in a row from 1024 px with a
 * chevron to the next.
 */
export const Flow = styled.ol`
  display: grid;
  gap: ${space[2]};
  ${bareList}
  > li {
    position: relative;
    display: grid;
    gap: ${space[1]};
    ${tile}
  }
  ${mq.mdOnly} {
    > li {
      grid-template-columns: 2fr 1fr 2fr;
      align-items: center;
      gap: ${space[4]};
    }
  }
  ${mq.lg} {
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    gap: ${space[5]};
    > li:not(:last-child)::after {
      content: '';
      position: absolute;
      top: calc(50% - 4px);
      right: -16px;
      width: 8px;
      height: 8px;
      border: solid ${color.text};
      border-width: 2px 2px 0 0;
      transform: rotate(45deg);
    }
  }
  /* Colour only where something needs an operator: the alarm's line and mark. */
  > li[data-status='alarm'] {
    border-color: ${color.errorTone};
    box-shadow: inset 0 0 0 1px ${color.errorTone};
  }
`;

export const Name = styled.span`
  color: ${color.ink};
  font-weight: ${font.weight.semibold};
`;

/** A state's mark before its word: a filled square running, a hollow one stopped, a red diamond in alarm. */
export const State = styled.span`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-size: ${font.size.sm};
  &::before {
    content: '';
    flex: none;
    width: 10px;
    height: 10px;
    border: 2px solid ${color.text};
    background: ${color.text};
  }
  [data-status='stopped'] > &::before {
    background: transparent;
  }
  [data-status='alarm'] > & {
    color: ${color.errorTone};
    font-weight: ${font.weight.semibold};
  }
  [data-status='alarm'] > &::before {
    border-color: ${color.errorTone};
    background: ${color.errorTone};
    transform: rotate(45deg);
  }
`;

export const Value = styled.span`
  color: ${color.ink};
`;

/** The measures: two by two on a phone, four across from 768 px. */
export const Measures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[2]};
  margin: 0;
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${space[4]};
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: ${space[1]};
    ${tile}
  }
  dt,
  dd:last-child {
    font-size: ${font.size.sm};
  }
  dd {
    margin: 0;
  }
  dd:first-of-type {
    color: ${color.ink};
    font-size: ${font.size['2xl']};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
`;

export const Alarms = styled.table`
  width: 100%;
  border-spacing: 0;
  ${tile}
  padding: 0;
  font-size: ${font.size.sm};
  caption {
    padding-bottom: ${space[2]};
    color: ${color.ink};
    font-weight: ${font.weight.semibold};
    text-align: left;
  }
  th,
  td {
    padding: ${space[2]} ${space[3]};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    border-bottom: 1px solid ${color.border};
    font-weight: ${font.weight.semibold};
  }
  tbody tr + tr > * {
    border-top: 1px solid ${color.border};
  }
`;

/** An alarm's priority as a badge: urgent ones filled red, the rest outlined. */
export const Priority = styled.span`
  display: inline-block;
  padding: 0 ${space[2]};
  border: 1px solid ${color.ink};
  border-radius: ${radius.marker};
  color: ${color.ink};
  font-weight: ${font.weight.semibold};
  &[data-urgent] {
    border-color: ${color.errorTone};
    background: ${color.errorTone};
    color: ${color.textOnPrimary};
  }
`;
