import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { termsAndValues } from '../../../theme/styles.ts';
import { font, space } from '../../../theme/tokens.ts';
import { ButtonLink } from '../../ui/ButtonLink/ButtonLink.tsx';
import { CardGrid, CardSurface } from '../../ui/Card/Card.tsx';

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
  /** The words of each term. */
  words: { length: string; receives: string; price: string };
}

/**
 * The first steps a client can buy, side by side: what each is, how long it takes, what the client receives and
 * what it costs, and its one link, to the contact form opened on it.
 */
export function Offers({ offers, words }: Props) {
  return (
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
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment OfferFields on Offer {
    id
    name
    action
    length
    receives
    price
    to
  }
`;
