import styled from '@emotion/styled';
import { color, font, radius, space } from '../../theme/tokens';
import { CardGrid, CardSurface } from '../ui/Card';
import { IconBadge } from '../ui/IconBadge';

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
`;

export const Tag = styled.span`
  display: inline-block;
  padding: ${space[1]} ${space[3]};
  border-radius: ${radius.round};
  background: ${color.surfaceAlt};
  color: ${color.slate700};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
`;

interface Props {
  items: readonly { name: string; category: string; description: string; icon: string }[];
}

/** The cloud and industrial technologies we build with: name, category, a line of description, icon. */
export function TechGrid({ items }: Props) {
  return (
    <CardGrid columns={4}>
      {items.map((tech) => (
        <li key={tech.name}>
          <CardSurface>
            <Top>
              <IconBadge name={tech.icon} />
              <Tag>{tech.category}</Tag>
            </Top>
            <h3>{tech.name}</h3>
            <p>{tech.description}</p>
          </CardSurface>
        </li>
      ))}
    </CardGrid>
  );
}
