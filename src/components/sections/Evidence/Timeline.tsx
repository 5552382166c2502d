import styled from '@emotion/styled';
import { bareList } from '../../../theme/styles.ts';
import { color, font, radius, space } from '../../../theme/tokens.ts';

const Phases = styled.ol`
  display: grid;
  gap: ${space[4]};
  ${bareList}
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${space[1]} ${space[4]};
    color: ${color.ink};
    font-weight: ${font.weight.medium};
  }
  li > span:nth-of-type(2) {
    color: ${color.text};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** The whole work as a track, the phase as the span of it that it took: a row of a Gantt chart. */
const Track = styled.span`
  grid-column: 1 / -1;
  height: ${space[2]};
  border-radius: ${radius.round};
  background: ${color.border};
  span {
    display: block;
    height: 100%;
    border-radius: ${radius.round};
    background: ${color.chartLine};
  }
`;

interface Props {
  heading: string;
  phases: readonly { phase: string; weeks: number }[];
  /** The words after a length: "week" after 1, else "weeks". */
  week: string;
  weeks: string;
}

/** The phases of a case study's work in order, each with its length and where it fell in the whole. */
export function Timeline({ heading, phases, week, weeks }: Props) {
  const total = phases.reduce((sum, phase) => sum + phase.weeks, 0);
  let start = 0;
  return (
    <section>
      <h2>{heading}</h2>
      <Phases>
        {phases.map((phase) => {
          const from = start;
          start += phase.weeks;
          return (
            <li key={phase.phase}>
              <span>{phase.phase}</span>
              <span>
                {phase.weeks} {phase.weeks === 1 ? week : weeks}
              </span>
              <Track aria-hidden="true">
                <span style={{ marginLeft: `${(from / total) * 100}%`, width: `${(phase.weeks / total) * 100}%` }} />
              </Track>
            </li>
          );
        })}
      </Phases>
    </section>
  );
}
