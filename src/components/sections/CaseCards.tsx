import styled from '@emotion/styled';
import { color, font, radius, space } from '../../theme/tokens';
import { CardGrid, CardSurface } from '../ui/Card';
import { Picture, type ImageContent } from '../ui/Picture';
import { Eyebrow } from '../ui/Eyebrow';

const Results = styled.p`
  padding: ${space[4]};
  border-left: 3px solid ${color.accent};
  border-radius: 0 ${radius.control} ${radius.control} 0;
  background: ${color.surfaceAlt};
  color: ${color.ink};
  font-weight: ${font.weight.semibold};
`;

interface Props {
  items: readonly { title: string; industry: string; description: string; results: string; image: ImageContent }[];
}

/** Case studies as cards: illustration, industry, title, what we did and the results. */
export function CaseCards({ items }: Props) {
  return (
    <CardGrid>
      {items.map((item) => (
        <li key={item.title}>
          <CardSurface>
            <Picture image={item.image} />
            <Eyebrow>{item.industry}</Eyebrow>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
            <Results>{item.results}</Results>
          </CardSurface>
        </li>
      ))}
    </CardGrid>
  );
}
