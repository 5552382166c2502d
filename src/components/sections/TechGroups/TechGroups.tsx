import styled from '@emotion/styled';
import { useId } from 'react';
import { bareList, cardFrame, eyebrowText, fullRows } from '../../../theme/styles.ts';
import { color, font, mq, space } from '../../../theme/tokens.ts';
import type { ContentIcon } from '../../../types/content.ts';
import { IconBadge } from '../../ui/IconBadge/IconBadge.tsx';

const Stages = styled.ol`
  display: grid;
  gap: ${space[5]};
  ${bareList}
  counter-reset: stage;
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.mdOnly} {
    ${fullRows(2)}
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, 1fr);
    ${fullRows(4)}
  }
  /* A chevron in the gap after each stage, pointing to the next: down the page when stacked, across on desktop. */
  > li {
    position: relative;
  }
  > li:not(:last-child)::after {
    content: '';
    position: absolute;
    bottom: -17px;
    left: calc(50% - 5px);
    width: 10px;
    height: 10px;
    border: solid ${color.accentText};
    border-width: 2px 2px 0 0;
    transform: rotate(135deg);
  }
  ${mq.mdOnly} {
    > li::after {
      display: none;
    }
  }
  ${mq.lg} {
    > li:not(:last-child)::after {
      top: calc(50% - 5px);
      right: -17px;
      bottom: auto;
      left: auto;
      transform: rotate(45deg);
    }
  }
`;

const Stage = styled.div`
  display: grid;
  align-content: start;
  gap: ${space[4]};
  height: 100%;
  padding: ${space[5]};
  ${cardFrame()}
  border-top: 3px solid ${color.decoration};
  counter-increment: stage;
  h3 {
    display: grid;
    gap: ${space[1]};
    font-size: ${font.size.xl};
  }
  /* The stage's number, small above its name: the groups run in the order data meets them. */
  h3::before {
    content: counter(stage, decimal-leading-zero);
    color: ${color.accentText};
    ${eyebrowText}
  }
  ${mq.forcedColors} {
    border-color: CanvasText;
  }
`;

const Technologies = styled.ul`
  display: grid;
  ${bareList}
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space[1]} ${space[3]};
    padding-block: ${space[4]};
    border-top: 1px solid ${color.border};
  }
  li:last-child {
    padding-bottom: 0;
  }
  h4 {
    align-self: center;
    color: ${color.ink};
    font-size: ${font.size.md};
    font-weight: ${font.weight.semibold};
  }
  p {
    grid-column: 1 / -1;
    font-size: ${font.size.sm};
  }
`;

interface Group {
  category: string;
  items: readonly { name: string; description: string; icon: ContentIcon }[];
}

function StageGroup({ group }: { group: Group }) {
  const id = useId();
  return (
    <Stage role="group" aria-labelledby={id}>
      <h3 id={id}>{group.category}</h3>
      <Technologies>
        {group.items.map((tech) => (
          <li key={tech.name}>
            <IconBadge icon={tech.icon} small />
            <h4>{tech.name}</h4>
            <p>{tech.description}</p>
          </li>
        ))}
      </Technologies>
    </Stage>
  );
}

/**
 * The technologies we build with, grouped by what they do and numbered in the order data meets them, from the
 * edge to the report, a chevron leading from each to the next: four columns on desktop, two by two from 768 px
 * (no chevrons: the order would be unclear), stacked on mobile.
 */
export function TechGroups({ groups }: { groups: readonly Group[] }) {
  return (
    <Stages>
      {groups.map((group) => (
        <li key={group.category}>
          <StageGroup group={group} />
        </li>
      ))}
    </Stages>
  );
}
