import styled from '@emotion/styled';
import { bareList, eyebrowText } from '../../../theme/styles.ts';
import { color, font, radius, space } from '../../../theme/tokens.ts';

/** The stages of a system, in the order its data moves. */
const stageOrder = ['sources', 'edge', 'platform', 'users'] as const;
type Stage = (typeof stageOrder)[number];

/** Its width decides the strip's layout (below), wherever the page puts it. */
const Strip = styled.section`
  container-type: inline-size;
`;

/** Four stages across need about 9rem each: narrower, they stack. */
const across = '@container (min-width: 36rem)';

/**
 * The stages in a row where there is room for four, each joined to the next by an arrow; stacked where there is not
 * (a phone, the article's column beside the key facts at 1024 px), the arrow pointing down. The arrows are drawn in
 * CSS: the order of the list says the same to a screen reader.
 */
const Stages = styled.ol`
  display: grid;
  gap: ${space[6]};
  ${bareList}
  ${across} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${space[5]};
  }
  > li {
    position: relative;
    padding: ${space[4]};
    border: 1px solid ${color.border};
    border-top: 4px solid ${color.decoration};
    border-radius: ${radius.control};
    background: ${color.surface};
  }
  > li + li::before {
    content: '';
    position: absolute;
    top: calc(-1 * ${space[6]} + ${space[1]});
    left: 50%;
    border: ${space[2]} solid transparent;
    border-top-color: ${color.chartCompare};
    translate: -50% 0;
    ${across} {
      top: 50%;
      left: calc(-1 * ${space[5]} + ${space[1]});
      border-top-color: transparent;
      border-left-color: ${color.chartCompare};
      translate: 0 -50%;
    }
  }
  h3 {
    margin-bottom: ${space[2]};
    color: ${color.accentText};
    ${eyebrowText}
  }
  ul {
    display: grid;
    gap: ${space[1]};
    ${bareList}
    color: ${color.ink};
    font-size: ${font.size.sm};
    font-weight: ${font.weight.medium};
  }
`;

interface Props {
  heading: string;
  system: Record<Stage, readonly string[]>;
  /** Each stage's name. */
  stages: Record<Stage, string>;
}

/** A case study's system, drawn from its data: where the data starts, what runs on site, the platform, who uses it. */
export function SystemStrip({ heading, system, stages }: Props) {
  return (
    <Strip>
      <h2>{heading}</h2>
      <Stages>
        {stageOrder.map((stage) => (
          <li key={stage}>
            <h3>{stages[stage]}</h3>
            <ul>
              {system[stage].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </Stages>
    </Strip>
  );
}
