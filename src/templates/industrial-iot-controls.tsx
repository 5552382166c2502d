import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero';
import { CallToAction } from '../components/sections/CallToAction';
import { CaseCards } from '../components/sections/CaseCards';
import { MediaBlocks } from '../components/sections/MediaBlocks';
import { PageHead } from '../components/Seo/PageHead';
import { Cards } from '../components/ui/Card';
import { Section } from '../components/ui/Section';

export default function IotControlsTemplate({ data: { page } }: PageProps<Queries.IotControlsTemplateQuery>) {
  if (!page) return null;
  const { capabilities, solutions, caseStudies } = page;
  return (
    <>
      <Hero {...page.hero} />
      <Section id="capabilities" intro={capabilities.intro}>
        <Cards items={capabilities.items} columns={4} />
      </Section>
      <Section id="solutions" intro={solutions.intro} tone="alt">
        <MediaBlocks items={solutions.items} />
      </Section>
      <Section id="case-studies" intro={caseStudies.intro}>
        <CaseCards items={caseStudies.items} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query IotControlsTemplate {
    page: industrialIotControlsPageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      capabilities {
        intro {
          ...IntroFields
        }
        items {
          ...CardFields
        }
      }
      solutions {
        intro {
          ...IntroFields
        }
        items {
          title
          description
          features
          image {
            ...MediaImage
          }
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
          image {
            ...MediaImage
          }
        }
      }
      cta {
        ...CtaFields
      }
    }
  }
`;
