import styled from '@emotion/styled';
import { space } from '../../theme/tokens';
import { CardGrid, CardSurface } from '../ui/Card';
import type { ContentIcon } from '../../types/content';
import { IconBadge } from '../ui/IconBadge';
import { Tag } from '../ui/Tag';

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
`;

interface Props {
  items: readonly { name: string; category: string; description: string; icon: ContentIcon }[];
}

/** The cloud and industrial technologies we build with: name, category, a line of description, icon. */
export function TechGrid({ items }: Props) {
  return (
    <CardGrid columns={4}>
      {items.map((tech) => (
        <li key={tech.name}>
          <CardSurface>
            <Top>
              <IconBadge icon={tech.icon} />
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
