import styled from '@emotion/styled';
import { cardFrame } from '../../theme/styles';
import { color, font, mq, space } from '../../theme/tokens';

const Targets = styled.dl`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  div {
    padding: ${space[5]};
    ${cardFrame()}
    border-left: 4px solid ${color.accentDark};
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
