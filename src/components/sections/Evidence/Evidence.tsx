import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { space } from '../../../theme/tokens.ts';
import { SystemStrip } from './SystemStrip.tsx';
import { Team } from './Team.tsx';
import { Timeline } from './Timeline.tsx';

type Evidence = Queries.EvidenceFieldsFragment;

/** The parts apart as the article's sections are (Article.tsx, Main). */
const Parts = styled.div`
  display: grid;
  gap: ${space[7]};
`;

type Words = Queries.EvidenceWordsFragment;

interface Props {
  evidence: Evidence;
  words: Words;
  people: Parameters<typeof Team>[0]['people'];
}

/** The rest of a case study's proof, after its text, each part where the study has it: system, phases, engineers. */
export function Evidence({ evidence: { system, timeline, team, teamTo }, words, people }: Props) {
  return (
    <Parts>
      {system && <SystemStrip heading={words.system} system={system} stages={words.stages} />}
      {timeline && <Timeline heading={words.timeline} phases={timeline} week={words.week} weeks={words.weeks} />}
      {team && <Team heading={words.team} team={team} people={people} to={teamTo} />}
    </Parts>
  );
}

/** @public The fragments the case study's query spreads; Gatsby collects them at build time. */
export const query = graphql`
  fragment EvidenceFields on CaseStudyEvidence {
    chart {
      intro {
        eyebrow
        heading
        intro
      }
      ...TrendFields
    }
    system {
      sources
      edge
      platform
      users
    }
    timeline {
      phase
      weeks
    }
    payback
    cost
    saving
    team
    teamTo
  }
  fragment EvidenceWords on CaseStudyEvidenceWords {
    system
    stages {
      sources
      edge
      platform
      users
    }
    timeline
    week
    weeks
    payback
    paybackDetail
    team
  }
`;
