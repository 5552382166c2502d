import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero.tsx';
import { CallToAction } from '../components/sections/CallToAction/CallToAction.tsx';
import { CaseStudies } from '../components/sections/CaseStudies/CaseStudies.tsx';
import { IndustryTabs } from '../components/Island/islands.ts';
import { TechGroups } from '../components/sections/TechGroups/TechGroups.tsx';
import { PageHead } from '../components/Seo/PageHead.tsx';
import { Cards } from '../components/ui/Card/Card.tsx';
import { Section } from '../components/ui/Section/Section.tsx';
import type { StudiesContext } from '../lib/pageContexts.ts';

export default function DataPlatformsTemplate({
  data: { page, studies },
  pageContext,
}: PageProps<Queries.DataPlatformsTemplateQuery, StudiesContext>) {
  if (!page) return null;
  const { benefits, industries, technologies, caseStudies } = page;
  return (
    <>
      <Hero {...page.hero} />
      <Section id="benefits" intro={benefits.intro}>
        <Cards items={benefits.items} columns={4} />
      </Section>
      <Section id="industries" intro={industries.intro} tone="alt">
        <IndustryTabs
          label={industries.intro.heading}
          featuresHeading={industries.featuresHeading}
          outcomesHeading={industries.outcomesHeading}
          items={industries.items}
          defaultSelected={industries.selected}
        />
      </Section>
      <Section id="technologies" intro={technologies.intro}>
        <TechGroups groups={technologies.items} />
      </Section>
      <CaseStudies
        id="success-stories"
        section={caseStudies}
        studies={studies.nodes}
        order={pageContext.studies}
        tone="alt"
      />
      <CallToAction cta={page.cta} />
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query DataPlatformsTemplate($studies: [String!]!) {
    page: industrialDataPlatformsPageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      benefits {
        intro {
          ...IntroFields
        }
        items {
          ...CardFields
        }
      }
      industries {
        intro {
          ...IntroFields
        }
        featuresHeading
        outcomesHeading
        selected
        items {
          id
          label
          title
          description
          features
          outcomes
        }
      }
      technologies {
        intro {
          ...IntroFields
        }
        items {
          category
          items {
            name
            description
            icon {
              ...IconShapes
            }
          }
        }
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
