import styled from '@emotion/styled';
import { cardFrame } from '../../../theme/styles.ts';
import { color, font, mq, space } from '../../../theme/tokens.ts';
import { Sparkline, type SparklineData } from '../CaseCard/Sparkline.tsx';
import { drawnAsBars } from '../Chart/series.ts';

/** From 1024 px, in the hero's other half: below that the results follow the hero within a screen. */
const Panel = styled.div`
  display: grid;
  gap: ${space[5]};
  padding: ${space[7]};
  ${cardFrame(true)}
  color: ${color.textMutedOnDark};
  ${mq.belowLg} {
    display: none;
  }
  strong {
    display: block;
    color: ${color.textOnDark};
    font-size: ${font.size['4xl']};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
`;

const Chart = styled(Sparkline)`
  width: 100%;
  height: 8rem;
`;

/** What the small chart is: its heading, then its first and last series, each by its line (or bar). */
const Caption = styled.p<{ bars: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[4]};
  font-size: ${font.size.sm};
  span:first-of-type {
    flex-basis: 100%;
    color: ${color.textOnDark};
    font-weight: ${font.weight.semibold};
  }
  span + span::before {
    content: '';
    display: inline-block;
    width: 1.5rem;
    margin-right: ${space[2]};
    vertical-align: middle;
    border-top: 2px solid ${color.chartLineOnDark};
  }
  span:nth-of-type(2)::before {
    border-top: 2px dashed ${color.chartCompareOnDark};
  }
  /* Bars: the reference a hollow box, the result a solid one, as the chart draws them. */
  ${({ bars }) =>
    bars &&
    `
    span + span::before {
      width: 0.75rem;
      height: 0.75rem;
      border: 0;
      background: ${color.chartLineOnDark};
    }
    span:nth-of-type(2)::before {
      border: 2px solid ${color.chartCompareOnDark};
      background: none;
    }
  `}
`;

/** A case study's chart, as much of it as the hero shows. */
type HeroChart = SparklineData & {
  intro: { heading: string };
  series: readonly { label: string; values: readonly number[] }[];
};

interface Props {
  /** The case study's first result: "34%", "less electricity imported from the grid". */
  result: { value: string; label: string };
  chart?: HeroChart | null;
}

/**
 * A case study's headline figure and its chart in small, where a picture would stand in the hero: the proof at a
 * glance. The same figure heads the results and the chart follows with its table, so this is for the eye only,
 * hidden from screen readers, which reach both in the article.
 */
export function HeroResult({ result, chart }: Props) {
  return (
    <Panel aria-hidden="true">
      <p>
        <strong>{result.value}</strong> {result.label}
      </p>
      {chart && chart.series.length > 1 && (
        <>
          <Chart {...chart} dark />
          <Caption bars={drawnAsBars(chart.kind)}>
            <span>{chart.intro.heading}</span>
            <span>{chart.series[0]!.label}</span>
            <span>{chart.series[chart.series.length - 1]!.label}</span>
          </Caption>
        </>
      )}
    </Panel>
  );
}
