import styled from '@emotion/styled';
import type { ContentLink } from '../../../types/content.ts';
import { bareList } from '../../../theme/styles.ts';
import { color, font, radius, space } from '../../../theme/tokens.ts';
import { ButtonLink } from '../../ui/ButtonLink/ButtonLink.tsx';

const Steps = styled.ol`
  display: grid;
  gap: ${space[5]};
  max-width: ${font.measure};
  ${bareList}
  counter-reset: step;
  li {
    display: grid;
    grid-template-columns: ${space[7]} 1fr;
    gap: ${space[4]};
    align-items: start;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    aspect-ratio: 1;
    border-radius: ${radius.control};
    background: ${color.surfaceAlt};
    color: ${color.accentText};
    font-weight: ${font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  margin-top: ${space[7]};
`;

interface Props {
  steps: readonly string[];
  actions: readonly ContentLink[];
}

/** What happens after a message is sent, as numbered steps, then where to go. */
export function NextSteps({ steps, actions }: Props) {
  return (
    <>
      <Steps>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
      <Actions>
        {actions.map((action, index) => (
          <ButtonLink key={action.to} to={action.to} variant={index === 0 ? 'primary' : 'secondary'}>
            {action.label}
          </ButtonLink>
        ))}
      </Actions>
    </>
  );
}
