import styled from '@emotion/styled';
import { cardFrame } from '../../theme/styles';
import { color, font, mq, space } from '../../theme/tokens';

const List = styled.dl<{ dark: boolean; columns: number }>`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space[4]};
  margin: 0;
  ${mq.lg} {
    grid-template-columns: repeat(${({ columns }) => columns}, 1fr);
    gap: ${space[5]};
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${space[1]};
    padding: ${space[5]};
    ${({ dark }) => cardFrame(dark)}
  }
  dt {
    color: ${({ dark }) => (dark ? color.textMutedOnDark : color.text)};
    font-weight: ${font.weight.medium};
  }
  dd {
    margin: 0;
    color: ${({ dark }) => (dark ? color.white : color.ink)};
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
}

/** The company's figures: a large number over a short label, four in a row (two by two on mobile). */
export function Stats({ stats, dark = false }: Props) {
  return (
    <List dark={dark} columns={Math.min(stats.length, 4)}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </List>
  );
}
