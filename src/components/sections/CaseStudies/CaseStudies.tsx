import { graphql } from 'gatsby';
import { MoreLink } from '../../ui/MoreLink/MoreLink.tsx';
import { Section, type Tone } from '../../ui/Section/Section.tsx';
import { CaseCards } from '../../Island/islands.ts';
import type { CaseCardsProps } from '../CaseCards/CaseCards.tsx';

interface Props extends Pick<CaseCardsProps, 'studies' | 'order'> {
  id: string;
  section: Queries.CaseStudySectionFieldsFragment;
  tone?: Tone;
}

/**
 * A page's band of case studies, chosen by the build for its service or as the featured ones, with a link to all
 * of them in the index.
 */
export function CaseStudies({ id, section, studies, order, tone }: Props) {
  return (
    <Section
      id={id}
      intro={section.intro}
      tone={tone}
      aside={<MoreLink to={section.allTo} label={section.all} ground={tone === 'dark' ? 'dark' : 'light'} />}
    >
      <CaseCards studies={studies} order={order} dark={tone === 'dark'} />
    </Section>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment CaseStudySectionFields on CaseStudySection {
    intro {
      ...IntroFields
    }
    all
    allTo
  }
`;
