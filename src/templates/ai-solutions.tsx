import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero.tsx';
import { CallToAction } from '../components/sections/CallToAction/CallToAction.tsx';
import { CaseStudies } from '../components/sections/CaseStudies/CaseStudies.tsx';
import { MonitoringChart, TechnologyTabs } from '../components/Island/islands.ts';
import { PageHead } from '../components/Seo/PageHead.tsx';
import { Section } from '../components/ui/Section/Section.tsx';
import { useSiteContent } from '../hooks/useSiteContent.ts';
import type { StudiesContext } from '../lib/pageContexts.ts';

export default function AiSolutionsTemplate({
  data: { page, studies },
  pageContext,
}: PageProps<Queries.AiSolutionsTemplateQuery, StudiesContext>) {
  const { site } = useSiteContent();
  if (!page) return null;
  const { technologies, monitoring, caseStudies } = page;
  return (
    <>
      <Hero {...page.hero} />
      <Section id="technologies" intro={technologies.intro}>
        <TechnologyTabs
          label={technologies.intro.heading}
          learnMore={technologies.learnMore}
          useCasesHeading={technologies.useCasesHeading}
          benefitsHeading={technologies.benefitsHeading}
          demo={technologies.demo}
          closeLabel={site.ui.close}
          items={technologies.items}
          defaultSelected={technologies.selected}
        />
      </Section>
      {monitoring && (
        <Section id="monitoring" intro={monitoring.intro} tone="alt">
          <MonitoringChart trend={monitoring} />
        </Section>
      )}
      <CaseStudies
        id="case-studies"
        section={caseStudies}
        studies={studies.nodes}
        order={pageContext.studies}
        tone={monitoring ? undefined : 'alt'}
      />
      <CallToAction cta={page.cta} />
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query AiSolutionsTemplate($studies: [String!]!) {
    page: aiSolutionsPageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      technologies {
        intro {
          ...IntroFields
        }
        learnMore
        useCasesHeading
        benefitsHeading
        demo {
          label
          to
        }
        selected
        items {
          id
          label
          description
          detailedDescription
          icon {
            ...IconShapes
          }
          useCases
          benefits
        }
      }
      monitoring {
        intro {
          ...IntroFields
        }
        ...TrendFields
      }
      caseStudies {
        ...CaseStudySectionFields
      }
      cta {
        ...CtaFields
      }
    }
    ...PageStudies
  }
`;
