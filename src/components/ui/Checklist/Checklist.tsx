import styled from '@emotion/styled';
import { bareList } from '../../../theme/styles.ts';
import { color, radius, size, space } from '../../../theme/tokens.ts';

const List = styled.ul`
  display: grid;
  gap: ${space[2]};
  ${bareList}
  li {
    position: relative;
    padding-left: ${space[6]};
  }
  li::before {
    content: '';
    position: absolute;
    left: ${space[1]};
    top: 0.55em;
    width: ${size.marker};
    height: ${size.marker};
    border-radius: ${radius.marker};
    background: ${color.decoration};
    transform: rotate(45deg);
  }
`;

interface Props {
  items: readonly string[];
  className?: string;
}

/** A list of short points, each marked with a small accent diamond. */
export function Checklist({ items, className }: Props) {
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
