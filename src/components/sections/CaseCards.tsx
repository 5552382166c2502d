import { CardGrid } from '../ui/Card';
import { CaseCard, type CaseCardProps } from './CaseCard';

/** Cases in brief as a grid of case cards, three across on desktop. */
export function CaseCards({ items }: { items: readonly CaseCardProps[] }) {
  return (
    <CardGrid>
      {items.map((item) => (
        <li key={item.title}>
          <CaseCard {...item} />
        </li>
      ))}
    </CardGrid>
  );
}
