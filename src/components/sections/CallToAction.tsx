import { graphql } from 'gatsby';
import styled from '@emotion/styled';
import { color, layout, mq, space } from '../../theme/tokens';
import { ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/Container';
import { DarkPanel } from '../ui/DarkPanel';

const Band = styled.section`
  padding-block: ${space[8]};
  ${mq.lg} {
    padding-block: ${space[9]};
  }
`;

const Panel = styled(DarkPanel)`
  background: linear-gradient(135deg, ${color.navy900}, ${color.navy800});
  h2 {
    max-width: ${layout.ctaHeading};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;

interface Props {
  cta: Queries.CtaFieldsFragment;
}

/** The closing call to action of a page: a dark panel with a heading, a sentence and one or two buttons. */
export function CallToAction({ cta }: Props) {
  return (
    <Band aria-labelledby="cta-heading">
      <Container>
        <Panel>
          <h2 id="cta-heading">{cta.heading}</h2>
          <p>{cta.text}</p>
          <Actions>
            {cta.actions.map((action, index) => (
              <ButtonLink key={action.to} to={action.to} ground="dark" variant={index === 0 ? 'primary' : 'secondary'}>
                {action.label}
              </ButtonLink>
            ))}
          </Actions>
        </Panel>
      </Container>
    </Band>
  );
}

export const query = graphql`
  fragment CtaFields on CallToAction {
    heading
    text
    actions {
      label
      to
    }
  }
`;
