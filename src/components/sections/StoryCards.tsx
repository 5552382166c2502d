import { CardGrid } from '../ui/Card';
import { Eyebrow } from '../ui/Eyebrow';
import { Sheet } from '../ui/Sheet';
import { Checklist } from '../ui/Checklist';
import { CaseCard } from './CaseCard';

type Story = NonNullable<Queries.DataPlatformsTemplateQuery['page']>['stories']['items'][number];

interface Props {
  items: readonly Story[];
  readMore: string;
  closeLabel: string;
}

/** Success stories as case cards; 'Read Full Case Study' at each card's foot opens the whole story in the side sheet. */
export function StoryCards({ items, readMore, closeLabel }: Props) {
  return (
    <CardGrid>
      {items.map((story) => (
        <li key={story.title}>
          <CaseCard
            eyebrow={story.client}
            title={story.title}
            description={story.description}
            outcomes={story.outcome}
            action={
              <Sheet triggerLabel={readMore} triggerContext={story.title} title={story.title} closeLabel={closeLabel}>
                <Eyebrow>{story.client}</Eyebrow>
                {story.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                <Checklist items={story.outcome} />
              </Sheet>
            }
          />
        </li>
      ))}
    </CardGrid>
  );
}
