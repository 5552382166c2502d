import styled from '@emotion/styled';
import { cardFrame } from '../../../theme/styles.ts';
import { color, font, mq, space } from '../../../theme/tokens.ts';
import { SmallChart, type GlanceChart } from '../CaseCard/SmallChart.tsx';

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

interface Props {
  /** The case study's first result: "34%", "less electricity imported from the grid". */
  result: { value: string; label: string };
  chart?: GlanceChart | null;
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
      {chart && <SmallChart chart={chart} dark />}
    </Panel>
  );
}
