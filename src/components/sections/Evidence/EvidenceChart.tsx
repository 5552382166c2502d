import styled from '@emotion/styled';
import { space } from '../../../theme/tokens.ts';
import { Eyebrow } from '../../ui/Eyebrow/Eyebrow.ts';
import { drawnAsBars } from '../Chart/series.ts';
import { Trend } from '../Trend/Trend.tsx';
import { TrendBars } from '../Trend/TrendBars.tsx';

const ChartSection = styled.section`
  > p:not(:first-child) {
    margin-bottom: ${space[5]};
  }
`;

/**
 * The readings before and after, under their heading: shown before the case study's text. A module of its own, so
 * its island (near the fold, the first of the proof a reader reaches) brings the chart's code and not the rest of
 * the proof's.
 */
export function EvidenceChart({ chart }: { chart: NonNullable<Queries.EvidenceFieldsFragment['chart']> }) {
  return (
    <ChartSection>
      {chart.intro.eyebrow && <Eyebrow>{chart.intro.eyebrow}</Eyebrow>}
      <h2>{chart.intro.heading}</h2>
      {chart.intro.intro && <p>{chart.intro.intro}</p>}
      {drawnAsBars(chart.kind) ? <TrendBars trend={chart} /> : <Trend trend={chart} />}
    </ChartSection>
  );
}
