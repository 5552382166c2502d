import { graphql } from 'gatsby';
import { CardGrid } from '../../ui/Card/Card';
import { CaseCard } from '../CaseCard/CaseCard';

type Study = Queries.CaseCardFieldsFragment;

/** The case studies a page shows, in the order the build chose (its context's `studies`, by node id). */
export function inOrder<S extends { id: string }>(nodes: readonly S[], ids: readonly string[]): S[] {
  return ids.flatMap((id) => nodes.filter((node) => node.id === id));
}

interface Props {
  studies: readonly Study[];
  readMore: string;
  dark?: boolean;
}

/** Case studies as a grid of case cards. */
export function CaseCards({ studies, readMore, dark }: Props) {
  return (
    <CardGrid>
      {studies.map((study) => (
        <li key={study.id}>
          <CaseCard
            to={study.path}
            label={study.label}
            summary={study.summary}
            sector={study.sector}
            location={study.location}
            tags={study.tags}
            headline={study.article.results[0]!}
            readMore={readMore}
            dark={dark}
          />
        </li>
      ))}
    </CardGrid>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment CaseCardFields on CaseStudyJson {
    id
    path
    label
    summary
    sector
    location
    tags
    article {
      results {
        value
        label
      }
    }
  }
`;
