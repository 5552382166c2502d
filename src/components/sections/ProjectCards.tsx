import styled from '@emotion/styled';
import { bareList } from '../../theme/styles';
import { color, font, space } from '../../theme/tokens';
import { Glyph } from '../icons/Glyph';
import { CardGrid, CardSurface } from '../ui/Card';
import { Tag } from '../ui/Tag';

const Location = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  color: ${color.slate700};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  svg {
    color: ${color.accentDark};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  ${bareList}
  margin: auto 0 0;
`;

interface Props {
  items: readonly { title: string; description: string; location: string; tags: readonly string[] }[];
}

/** Featured projects: title, location, what was done, and tags. */
export function ProjectCards({ items }: Props) {
  return (
    <CardGrid>
      {items.map((project) => (
        <li key={project.title}>
          <CardSurface>
            <h3>{project.title}</h3>
            <Location>
              <Glyph name="pin" size={16} />
              {project.location}
            </Location>
            <p>{project.description}</p>
            <Tags>
              {project.tags.map((tag) => (
                <li key={tag}>
                  <Tag>{tag}</Tag>
                </li>
              ))}
            </Tags>
          </CardSurface>
        </li>
      ))}
    </CardGrid>
  );
}
