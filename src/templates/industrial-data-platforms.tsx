import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero';
import { CallToAction } from '../components/sections/CallToAction';
import { IndustryTabs, StoryCards } from '../components/Island/islands';
import { TechGroups } from '../components/sections/TechGroups';
import { PageHead } from '../components/Seo/PageHead';
import { Cards } from '../components/ui/Card';
import { Section } from '../components/ui/Section';
import { useSiteContent } from '../hooks/useSiteContent';

export default function DataPlatformsTemplate({ data: { page } }: PageProps<Queries.DataPlatformsTemplateQuery>) {
  const { site } = useSiteContent();
  if (!page) return null;
  const { benefits, industries, technologies, stories } = page;
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
          defaultSelected="manufacturing"
        />
      </Section>
      <Section id="technologies" intro={technologies.intro}>
        <TechGroups groups={technologies.items} />
      </Section>
      <Section id="success-stories" intro={stories.intro} tone="alt">
        <StoryCards items={stories.items} readMore={stories.readMore} closeLabel={site.ui.close} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query DataPlatformsTemplate {
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
      stories {
        intro {
          ...IntroFields
        }
        readMore
        items {
          title
          client
          description
          outcome
          body
        }
      }
      cta {
        ...CtaFields
      }
    }
  }
`;
