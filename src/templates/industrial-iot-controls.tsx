import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero.tsx';
import { CallToAction } from '../components/sections/CallToAction/CallToAction.tsx';
import { CaseStudies } from '../components/sections/CaseStudies/CaseStudies.tsx';
import { MediaBlocks } from '../components/sections/MediaBlocks/MediaBlocks.tsx';
import { OperatorScreen } from '../components/sections/OperatorScreen/OperatorScreen.tsx';
import { PageHead } from '../components/Seo/PageHead.tsx';
import { Cards } from '../components/ui/Card/Card.tsx';
import { Section } from '../components/ui/Section/Section.tsx';
import type { StudiesContext } from '../lib/pageContexts.ts';

export default function IotControlsTemplate({
  data: { page, studies },
  pageContext,
}: PageProps<Queries.IotControlsTemplateQuery, StudiesContext>) {
  if (!page) return null;
  const { capabilities, solutions, screen, caseStudies } = page;
  return (
    <>
      <Hero {...page.hero} />
      <Section id="capabilities" intro={capabilities.intro}>
        <Cards items={capabilities.items} columns={4} />
      </Section>
      <Section id="solutions" intro={solutions.intro} tone="alt">
        <MediaBlocks items={solutions.items} />
      </Section>
      {screen && (
        <Section id="operator-screen" intro={screen.intro}>
          <OperatorScreen screen={screen} />
        </Section>
      )}
      <CaseStudies
        id="case-studies"
        section={caseStudies}
        studies={studies.nodes}
        order={pageContext.studies}
        tone={screen ? 'alt' : undefined}
      />
      <CallToAction cta={page.cta} />
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query IotControlsTemplate($studies: [String!]!) {
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
      screen {
        intro {
          ...IntroFields
        }
        ...OperatorScreenFields
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
