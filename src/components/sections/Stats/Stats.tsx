import styled from '@emotion/styled';
import { cardFrame, fullRows } from '../../../theme/styles.ts';
import { color, font, mq, space } from '../../../theme/tokens.ts';

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
    flex-direction: column;
    gap: ${space[1]};
    padding: ${space[4]};
    ${({ dark }) => cardFrame(dark)}
    /* The figure's size follows the tile's width (below), so a tile never grows past its column. */
    container-type: inline-size;
    ${mq.md} {
      padding: ${space[5]};
    }
  }
  dt,
  dd + dd {
    color: ${({ dark }) => (dark ? color.textMutedOnDark : color.text)};
  }
  dt {
    font-weight: ${font.weight.medium};
  }
  dd {
    margin: 0;
  }
  /* The figure, first in sight though second in the markup (a term comes before its definitions). */
  dd:first-of-type {
    order: -1;
    /* "50+ MW": the figure and its unit stay together. */
    white-space: nowrap;
    color: ${({ dark }) => (dark ? color.textOnDark : color.ink)};
    /*
     * Full size from a 390 px phone up; smaller on a narrower one, where "50+ MW" would not fit its tile, and for a
     * long figure ("10 months"), sized by its characters (--chars, about 0.62em each in bold) to fit its tile.
     */
    --fit: calc(100cqi / (var(--chars) * 0.62));
    font-size: min(${font.size['3xl']}, 23cqi, var(--fit));
    font-weight: ${font.weight.bold};
    font-variant-numeric: tabular-nums;
    line-height: ${font.lineHeight.tight};
    ${mq.lg} {
      font-size: min(${font.size['4xl']}, var(--fit));
    }
  }
  dd + dd {
    margin-top: ${space[2]};
  }
`;

interface Props {
  stats: readonly { value: string; label: string; detail?: string | null }[];
  /** Each figure's line of detail under its label, where a page gives them room (About, a case study's payback). */
  details?: boolean;
  dark?: boolean;
  /** How many across from 1024 px (three also from 768 px): as many as there are, up to four, unless a narrower column asks for fewer. */
  columns?: 1 | 2 | 3 | 4;
}

/**
 * Figures: a large number over a short label, two across on mobile and up to four from 1024 px, with no hole in the
 * last row (an odd one out takes the row's width).
 */
export function Stats({ stats, details = false, dark = false, columns }: Props) {
  const across = columns ?? (Math.max(2, Math.min(stats.length, 4)) as 2 | 3 | 4);
  return (
    <List dark={dark} columns={across}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd style={{ ['--chars' as string]: stat.value.length }}>{stat.value}</dd>
          {details && stat.detail && <dd>{stat.detail}</dd>}
        </div>
      ))}
    </List>
  );
}
