import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { cardFrame, fullRows, termsAndValues } from '../../../theme/styles.ts';
import { mq, space } from '../../../theme/tokens.ts';

const List = styled.dl`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  ${termsAndValues}
  ${mq.mdOnly} {
    grid-template-columns: repeat(2, 1fr);
    ${fullRows(2)}
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${space[5]};
    ${fullRows(3)}
  }
  div {
    padding: ${space[4]} ${space[5]};
    ${cardFrame(false)}
  }
`;

/**
 * The facts a buyer's supplier check asks for (the company's number, years trading, insurance, certificates,
 * security, references), each a term over its value in a card.
 */
export function CompanyFacts({ facts }: { facts: Queries.CompanyFactsFieldsFragment['facts'] }) {
  return (
    <List>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </List>
  );
}

/** @public The fragment the About template's query spreads; Gatsby collects it at build time. */
export const query = graphql`
  fragment CompanyFactsFields on AboutCompany {
    facts {
      label
      value
    }
  }
`;
