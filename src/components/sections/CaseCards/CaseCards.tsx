import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useSiteContent } from '../../../hooks/useSiteContent.ts';
import { mq } from '../../../theme/tokens.ts';
import { CardGrid } from '../../ui/Card/Card.tsx';
import { CaseCard } from '../CaseCard/CaseCard.tsx';

type Study = Queries.CaseCardFieldsFragment;

/** A card's cell: the five rows of the grid its card lays its parts on (CaseCard), shared across the grid's row. */
const Cell = styled.li`
  display: grid;
  grid-row: span 5;
  grid-template-rows: subgrid;
`;

/** The lead's cell: from 1024 px the whole row, on a row of its own; narrower, a cell like the others. */
const LeadCell = styled(Cell)`
  ${mq.lg} {
    grid-column: 1 / -1;
    grid-row: auto;
    grid-template-rows: none;
  }
`;

export interface CaseCardsProps {
  /** The case studies the page's query found, in whatever order it returned them. */
  studies: readonly Study[];
  /** Their node ids in the order the build chose (the page context's `studies`). */
  order: readonly string[];
  dark?: boolean;
  /** Whether the first card, when its study is featured, leads: across the row, its chart wide (the index). */
  lead?: boolean;
}

/** Case studies as a grid of case cards, in the build's order, each with the site's "read the case study" words. */
export function CaseCards({ studies, order, dark, lead = false }: CaseCardsProps) {
  const readMore = useSiteContent().site.ui.readCaseStudy;
  const inOrder = order.flatMap((id) => studies.filter((study) => study.id === id));
  return (
    <CardGrid>
      {inOrder.map((study, index) => {
        const leads = lead && index === 0 && Boolean(study.featured);
        const Wrap = leads ? LeadCell : Cell;
        return (
          <Wrap key={study.id}>
            <CaseCard
              to={study.path}
              label={study.label}
              summary={study.summary}
              sector={study.sector}
              location={study.location}
              tags={study.tags}
              headline={study.article.results[0]!}
              chart={study.evidence?.chart}
              readMore={readMore}
              dark={dark}
              lead={leads}
            />
          </Wrap>
        );
      })}
    </CardGrid>
  );
}

/**
 * @public The fragments the templates' queries spread; Gatsby collects them at build time. PageStudies is the case
 * studies a page shows, by the node ids of its context's `studies` (`order`, for CaseCards).
 */
export const query = graphql`
  fragment PageStudies on Query {
    studies: allCaseStudyJson(filter: { id: { in: $studies } }) {
      nodes {
        ...CaseCardFields
      }
    }
  }

  fragment CaseCardFields on CaseStudyJson {
    id
    path
    label
    summary
    featured
    sector
    location
    tags
    article {
      results {
        value
        label
      }
    }
    evidence {
      chart {
        kind
        intro {
          heading
        }
        series {
          label
          values
        }
      }
    }
  }
`;
