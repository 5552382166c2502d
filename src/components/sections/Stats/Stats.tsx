import styled from '@emotion/styled';
import { cardFrame, fullRows } from '../../../theme/styles';
import { color, font, mq, space } from '../../../theme/tokens';

const List = styled.dl<{ dark: boolean; columns: 1 | 2 | 3 | 4 }>`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space[4]};
  margin: 0;
  ${mq.belowMd} {
    ${fullRows(2)}
  }
  /* Asked for three across, figures are three across from 768 px; otherwise two until 1024 px. */
  ${mq.mdOnly} {
    grid-template-columns: repeat(${({ columns }) => (columns === 3 ? 3 : 2)}, 1fr);
    ${({ columns }) => fullRows(columns === 3 ? 3 : 2)}
  }
  ${mq.lg} {
    grid-template-columns: repeat(${({ columns }) => columns}, 1fr);
    gap: ${space[5]};
    ${({ columns }) => columns > 1 && fullRows(columns as 2 | 3 | 4)}
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${space[1]};
    padding: ${space[4]};
    ${({ dark }) => cardFrame(dark)}
    ${mq.md} {
      padding: ${space[5]};
    }
  }
  dt {
    color: ${({ dark }) => (dark ? color.textMutedOnDark : color.text)};
    font-weight: ${font.weight.medium};
  }
  dd {
    margin: 0;
    /* "50+ MW": the figure and its unit stay together. */
    white-space: nowrap;
    color: ${({ dark }) => (dark ? color.textOnDark : color.ink)};
    font-size: ${font.size['3xl']};
    font-weight: ${font.weight.bold};
    font-variant-numeric: tabular-nums;
    line-height: ${font.lineHeight.tight};
    ${mq.lg} {
      font-size: ${font.size['4xl']};
    }
  }
`;

interface Props {
  stats: readonly { value: string; label: string }[];
  dark?: boolean;
  /** How many across from 1024 px (three also from 768 px): as many as there are, up to four, unless a narrower column asks for fewer. */
  columns?: 1 | 2 | 3 | 4;
}

/**
 * Figures: a large number over a short label, two across on mobile and up to four from 1024 px, with no hole in the
 * last row (an odd one out takes the row's width).
 */
export function Stats({ stats, dark = false, columns }: Props) {
  const across = columns ?? (Math.max(2, Math.min(stats.length, 4)) as 2 | 3 | 4);
  return (
    <List dark={dark} columns={across}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </List>
  );
}
