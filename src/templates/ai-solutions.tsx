import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero';
import { CallToAction } from '../components/sections/CallToAction';
import { CaseCards } from '../components/sections/CaseCards';
import { TechnologyTabs } from '../components/Island/islands';
import { PageHead } from '../components/Seo/PageHead';
import { Section } from '../components/ui/Section';
import { useSiteContent } from '../hooks/useSiteContent';

export default function AiSolutionsTemplate({ data: { page } }: PageProps<Queries.AiSolutionsTemplateQuery>) {
  const { site } = useSiteContent();
  if (!page) return null;
  const { technologies, caseStudies } = page;
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
          defaultSelected="machine-learning"
        />
      </Section>
      <Section id="case-studies" intro={caseStudies.intro} tone="alt">
        <CaseCards items={caseStudies.items} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query AiSolutionsTemplate {
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
        items {
          id
          title
          description
          detailedDescription
          icon {
            ...IconShapes
          }
          useCases
          benefits
        }
      }
      caseStudies {
        intro {
          ...IntroFields
        }
        items {
          title
          industry
          description
          results
        }
      }
      cta {
        ...CtaFields
      }
    }
  }
`;
