import styled from '@emotion/styled';
import { font, space } from '../../theme/tokens';
import { CardGrid, CardSurface } from '../ui/Card';
import { Eyebrow } from '../ui/Eyebrow';
import { Sheet } from '../ui/Sheet';
import { Checklist } from '../ui/Checklist';

type Story = NonNullable<Queries.DataPlatformsTemplateQuery['page']>['stories']['items'][number];

const Outcomes = styled(Checklist)`
  margin-bottom: ${space[2]};
  font-weight: ${font.weight.medium};
`;

interface Props {
  items: readonly Story[];
  readMore: string;
  closeLabel: string;
}

/** Success stories as cards; 'Read Full Case Study' opens the whole story in the side sheet. */
export function StoryCards({ items, readMore, closeLabel }: Props) {
  return (
    <CardGrid>
      {items.map((story) => (
        <li key={story.title}>
          <CardSurface>
            <Eyebrow>{story.client}</Eyebrow>
            <h3>{story.title}</h3>
            <p>{story.description}</p>
            <Outcomes items={story.outcome} />
            <Sheet triggerLabel={readMore} triggerContext={story.title} title={story.title} closeLabel={closeLabel}>
              <Eyebrow>{story.client}</Eyebrow>
              {story.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <Checklist items={story.outcome} />
            </Sheet>
          </CardSurface>
        </li>
      ))}
    </CardGrid>
  );
}
