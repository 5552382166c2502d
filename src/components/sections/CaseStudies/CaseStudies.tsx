import { graphql } from 'gatsby';
import { MoreLink } from '../../ui/MoreLink/MoreLink';
import { Section, type Tone } from '../../ui/Section/Section';
import { CaseCards } from '../CaseCards/CaseCards';

interface Props {
  id: string;
  section: Queries.CaseStudySectionFieldsFragment;
  /** The section's case studies, in order (see CaseCards' inOrder). */
  studies: readonly Queries.CaseCardFieldsFragment[];
  readMore: string;
  tone?: Tone;
}

/**
 * A page's band of case studies, chosen by the build for its service or as the featured ones, with a link to all
 * of them in the index.
 */
export function CaseStudies({ id, section, studies, readMore, tone }: Props) {
  return (
    <Section
      id={id}
      intro={section.intro}
      tone={tone}
      aside={<MoreLink to={section.allTo} label={section.all} ground={tone === 'dark' ? 'dark' : 'light'} />}
    >
      <CaseCards studies={studies} readMore={readMore} dark={tone === 'dark'} />
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
