import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { termsAndValues } from '../../../theme/styles.ts';
import { font, space } from '../../../theme/tokens.ts';
import { ButtonLink } from '../../ui/ButtonLink/ButtonLink.tsx';
import { CardGrid, CardSurface } from '../../ui/Card/Card.tsx';
import { Checklist } from '../../ui/Checklist/Checklist.tsx';

/** The terms every offer shares, under the cards: a line across, read before a buyer books. */
const SharedTerms = styled.div`
  display: grid;
  gap: ${space[3]};
  margin-top: ${space[6]};
  max-width: 70ch;
`;

const Terms = styled.dl`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  ${termsAndValues}
  /* The price: the figure a buyer looks for first. */
  div:last-child dd {
    font-size: ${font.size.xl};
    font-weight: ${font.weight.bold};
  }
`;

interface Props {
  offers: readonly Queries.OfferFieldsFragment[];
  /** The words of each term, and the terms every offer shares (VAT, travel, what the client provides). */
  words: {
    length: string;
    receives: string;
    price: string;
    termsHeading: string;
    terms: readonly { term: string }[];
  };
}

/**
 * The first steps a client can buy, side by side: what each is, how long it takes, what the client receives and
 * what it costs, and its one link, to the contact form opened on it; then the terms they share.
 */
export function Offers({ offers, words }: Props) {
  return (
    <>
      <CardGrid columns={3}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <CardSurface>
              <h3>{offer.name}</h3>
              <Terms>
                <div>
                  <dt>{words.length}</dt>
                  <dd>{offer.length}</dd>
                </div>
                <div>
                  <dt>{words.receives}</dt>
                  <dd>{offer.receives}</dd>
                </div>
                <div>
                  <dt>{words.price}</dt>
                  <dd>{offer.price}</dd>
                </div>
              </Terms>
              <ButtonLink to={offer.to} variant="secondary">
                {offer.action}
              </ButtonLink>
            </CardSurface>
          </li>
        ))}
      </CardGrid>
      <SharedTerms>
        <h3>{words.termsHeading}</h3>
        <Checklist items={words.terms.map(({ term }) => term)} />
      </SharedTerms>
    </>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment OfferFields on Offer {
    id
    name
    action
    brief
    length
    receives
    price
    to
  }
`;
