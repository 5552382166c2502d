import { CardGrid } from '../ui/Card';
import type { ImageContent } from '../ui/Picture';
import { CaseCard } from './CaseCard';

/** A case as the AI and IoT pages give it in content. */
interface Case {
  title: string;
  industry: string;
  description: string;
  results: readonly string[];
  image?: ImageContent;
}

/** Cases in brief as a grid of case cards, three across on desktop, each under its industry. */
export function CaseCards({ items }: { items: readonly Case[] }) {
  return (
    <CardGrid>
      {items.map(({ industry, results, ...item }) => (
        <li key={item.title}>
          <CaseCard {...item} eyebrow={industry} outcomes={results} />
        </li>
      ))}
    </CardGrid>
  );
}
