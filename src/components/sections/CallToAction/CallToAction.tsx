import { graphql, Link } from 'gatsby';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, font, layout, mq, space } from '../../../theme/tokens.ts';
import { DarkActions } from '../../ui/ButtonLink/ButtonLink.tsx';
import { Container } from '../../ui/Container/Container.tsx';
import { DarkPanel } from '../../ui/DarkPanel/DarkPanel.ts';
import { Eyebrow } from '../../ui/Eyebrow/Eyebrow.ts';
import { PagePart } from '../../../../plugins/page-start/part.tsx';

/**
 * The band around the panel. After a white band, whose own padding already gives the space, it adds none above, so
 * the panel sits the same distance below whatever comes before it on every page.
 */
const Band = styled.section`
  padding-block: ${space[8]};
  ${mq.lg} {
    padding-block: ${space[9]};
  }
  [data-tone='light'] + & {
    padding-top: 0;
  }
`;

/** From 768 px the panel is narrower than the page and centred, its words and buttons on its middle line. */
const Panel = styled(DarkPanel)`
  background: linear-gradient(135deg, ${color.surfaceDark}, ${color.surfaceRaised});
  h2 {
    max-width: ${layout.ctaHeading};
  }
  ${mq.md} {
    max-width: ${layout.narrow};
    margin-inline: auto;
    justify-items: center;
    text-align: center;
    > div,
    > ul {
      justify-content: center;
    }
  }
`;

/** The buttons: side by side from 768 px, one under the other at full width on a phone, an easy target each. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  ${mq.belowMd} {
    flex-direction: column;
    justify-self: stretch;
  }
`;

/** Under the buttons: what a first step the buttons open asks and costs, or a link to one with the same. */
const OfferNote = styled.p`
  color: ${color.textMutedOnDark};
  font-size: ${font.size.sm};
  a {
    color: ${color.linkOnDark};
    font-weight: ${font.weight.semibold};
  }
  a:hover {
    color: ${color.linkHoverOnDark};
  }
`;

interface Props {
  cta: Queries.CtaFieldsFragment;
  /** A small line above the heading. */
  eyebrow?: string;
  /** Anything between the text and the buttons, such as a list of platforms. */
  children?: ReactNode;
}

/**
 * The closing call to action of a page, one style everywhere: a dark panel with a heading, a sentence and one or two
 * buttons, the first primary; under a button that opens the form on an offer, its time on site and its price, or
 * where none does, a first step: a link that opens the form on one, with the same.
 */
export function CallToAction({ cta, eyebrow, children }: Props) {
  const offers = cta.actions.flatMap((action) => (action.offer ? [action.offer] : []));
  const { firstStep } = cta;
  return (
    <PagePart>
      <Band aria-labelledby="cta-heading">
        <Container>
          <Panel>
            {eyebrow && <Eyebrow ground="dark">{eyebrow}</Eyebrow>}
            <h2 id="cta-heading">{cta.heading}</h2>
            <p>{cta.text}</p>
            {children}
            <Actions>
              <DarkActions actions={cta.actions} />
            </Actions>
            {offers.length > 0 && <OfferNote>{offers.join('; ')}</OfferNote>}
            {firstStep && (
              <OfferNote>
                <Link to={firstStep.to}>{firstStep.label}</Link>
                {firstStep.offer && ` · ${firstStep.offer}`}
              </OfferNote>
            )}
          </Panel>
        </Container>
      </Band>
    </PagePart>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment CtaFields on CallToAction {
    heading
    text
    actions {
      label
      to
      offer
    }
    firstStep {
      label
      to
      offer
    }
  }
`;
