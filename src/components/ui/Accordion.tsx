import styled from '@emotion/styled';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel, Heading } from 'react-aria-components/Disclosure';
import { DisclosureGroup } from 'react-aria-components/DisclosureGroup';
import { color, font, layout, motion, radius, space } from '../../theme/tokens';

const Group = styled(DisclosureGroup)`
  display: grid;
  gap: ${space[3]};
  max-width: 52rem;
`;

const Item = styled(Disclosure)`
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surface};
  h3 {
    margin: 0;
  }
`;

const Trigger = styled(AriaButton)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  width: 100%;
  min-height: ${layout.minTarget};
  padding: ${space[4]} ${space[5]};
  border: 0;
  border-radius: ${radius.card};
  background: transparent;
  color: ${color.ink};
  font: inherit;
  font-size: ${font.size.lg};
  font-weight: ${font.weight.semibold};
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    color: ${color.accentDark};
    transition: transform ${motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &[data-focus-visible] {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

const Answer = styled(DisclosurePanel)`
  p {
    max-width: ${font.measure};
    padding: 0 ${space[5]} ${space[5]};
  }
`;

interface Props {
  items: readonly { question: string; answer: string }[];
}

/**
 * Questions that open one at a time (react-aria DisclosureGroup); the open one closes again on a second press.
 * Answers are in the HTML and all show without JavaScript.
 */
export function Accordion({ items }: Props) {
  return (
    <Group>
      {items.map((item) => (
        <Item key={item.question} id={item.question}>
          <Heading level={3}>
            <Trigger slot="trigger">
              {item.question}
              <ChevronDown aria-hidden="true" size={20} />
            </Trigger>
          </Heading>
          <Answer data-noscript-show="">
            <p>{item.answer}</p>
          </Answer>
        </Item>
      ))}
    </Group>
  );
}
