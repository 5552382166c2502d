import styled from '@emotion/styled';
import { color, radius, size, space } from '../../theme/tokens';

const List = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
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
    background: ${color.accent};
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
