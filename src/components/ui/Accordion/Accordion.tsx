import styled from '@emotion/styled';
import { useId } from 'react';
import { cardFrame } from '../../../theme/styles.ts';
import { color, font, layout, motion, radius, space } from '../../../theme/tokens.ts';
import { Glyph } from '../../icons/Glyph.tsx';

/**
 * The answers at the lead size, each card as wide as a readable line of them (the measure, its padding and frame),
 * so an open answer runs across its card.
 */
const Group = styled.div`
  display: grid;
  gap: ${space[3]};
  max-width: calc(${font.measure} + 2 * ${space[5]} + 2px);
  font-size: ${font.size.lg};
`;

const Item = styled.details`
  ${cardFrame()}
  &[open] summary svg {
    transform: rotate(180deg);
  }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  min-height: ${layout.minTarget};
  padding: ${space[4]} ${space[5]};
  border-radius: ${radius.card};
  color: ${color.ink};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  h3 {
    font-size: ${font.size.lg};
    font-weight: ${font.weight.semibold};
  }
  svg {
    flex: none;
    color: ${color.accentText};
    transition: transform ${motion.fast};
  }
`;

const Answer = styled.p`
  max-width: none;
  margin: 0 ${space[5]} ${space[5]};
`;

interface Props {
  items: readonly { question: string; answer: string }[];
}

/**
 * Questions whose answers open one at a time, and close again on a second press: <details> sharing a name, which the
 * browser does all of, with or without JavaScript. Each question stays a heading, inside its summary.
 */
export function Accordion({ items }: Props) {
  const name = useId();
  return (
    <Group>
      {items.map((item) => (
        <Item key={item.question} name={name}>
          <Question>
            <h3>{item.question}</h3>
            <Glyph name="chevron-down" size={20} />
          </Question>
          <Answer>{item.answer}</Answer>
        </Item>
      ))}
    </Group>
  );
}
