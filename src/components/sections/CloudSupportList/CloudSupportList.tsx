import styled from '@emotion/styled';
import { cardFrame, fullRows } from '../../../theme/styles.ts';
import { color, font, mq, space } from '../../../theme/tokens.ts';

/** Two across from 768 px, three from 1024 px; where they do not fill the rows, the first (the main one) widens. */
const Targets = styled.dl`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.mdOnly} {
    ${fullRows(2)}
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${space[5]};
    ${fullRows(3)}
  }
  div {
    padding: ${space[5]};
    ${cardFrame()}
    border-left: 4px solid ${color.accentText};
  }
  dt {
    margin-bottom: ${space[2]};
    color: ${color.ink};
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
  }
  dd {
    margin: 0;
  }
`;

/** The clouds and brokers Edge Bridge publishes to, each with how it supports it. */
export function CloudSupportList({ items }: { items: readonly { name: string; description: string }[] }) {
  return (
    <Targets>
      {items.map((item) => (
        <div key={item.name}>
          <dt>{item.name}</dt>
          <dd>{item.description}</dd>
        </div>
      ))}
    </Targets>
  );
}
