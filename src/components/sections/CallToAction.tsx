import { graphql } from 'gatsby';
import styled from '@emotion/styled';
import { focusRingOnDark } from '../../theme/styles';
import { ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/Container';
import { color, font, layout, mq, radius, space } from '../../theme/tokens';

const Band = styled.section`
  padding-block: ${space[8]};
  ${mq.lg} {
    padding-block: ${space[9]};
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${space[5]};
  justify-items: start;
  padding: ${space[7]} ${space[5]};
  border-radius: ${radius.sheet};
  background: linear-gradient(135deg, ${color.navy900}, ${color.navy800});
  color: ${color.textMutedOnDark};
  ${mq.md} {
    padding: ${space[8]};
  }
  h2 {
    max-width: ${layout.ctaHeading};
    color: ${color.white};
    font-size: ${font.size['3xl']};
  }
  p {
    max-width: ${font.measure};
    font-size: ${font.size.lg};
  }
  ${focusRingOnDark}
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
