import styled from '@emotion/styled';
import { color, font, space } from '../../../theme/tokens.ts';
import { drawnAsBars } from '../Chart/series.ts';
import { Sparkline, type SparklineData } from './Sparkline.tsx';

const Chart = styled(Sparkline)`
  width: 100%;
  height: 8rem;
`;

/** What the small chart is: its heading, then its first and last series, each by its line (or bar). */
const Caption = styled.p<{ bars: boolean; dark: boolean }>`
  --compare: ${({ dark }) => (dark ? color.chartCompareOnDark : color.chartCompare)};
  --result: ${({ dark }) => (dark ? color.chartLineOnDark : color.chartLine)};
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[4]};
  font-size: ${font.size.sm};
  span:first-of-type {
    flex-basis: 100%;
    color: ${({ dark }) => (dark ? color.textOnDark : color.ink)};
    font-weight: ${font.weight.semibold};
  }
  span + span::before {
    content: '';
    display: inline-block;
    width: 1.5rem;
    margin-right: ${space[2]};
    vertical-align: middle;
    border-top: 2px solid var(--result);
  }
  span:nth-of-type(2)::before {
    border-top: 2px dashed var(--compare);
  }
  /* Bars: the reference a hollow box, the result a solid one, as the chart draws them. */
  ${({ bars }) =>
    bars &&
    `
    span + span::before {
      width: 0.75rem;
      height: 0.75rem;
      border: 0;
      background: var(--result);
    }
    span:nth-of-type(2)::before {
      border: 2px solid var(--compare);
      background: none;
    }
  `}
`;

/** A case study's chart, as much of it as a glance needs: its kind, its heading and its series. */
export type GlanceChart = SparklineData & {
  intro: { heading: string };
  series: readonly { label: string; values: readonly number[] }[];
};

/**
 * A case study's chart in small but wide, with what it is under it: its heading and its first and last series (the
 * reference and the result). Nothing for a chart of one series, which has nothing to compare.
 */
export function SmallChart({ chart, dark = false }: { chart: GlanceChart; dark?: boolean }) {
  if (chart.series.length < 2) return null;
  return (
    <>
      <Chart {...chart} dark={dark} />
      <Caption bars={drawnAsBars(chart.kind)} dark={dark}>
        <span>{chart.intro.heading}</span>
        <span>{chart.series[0]!.label}</span>
        <span>{chart.series[chart.series.length - 1]!.label}</span>
      </Caption>
    </>
  );
}
