import { LoadProfileChart } from '../components/Island/islands.ts';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero.tsx';
import { CallToAction } from '../components/sections/CallToAction/CallToAction.tsx';
import { CaseStudies } from '../components/sections/CaseStudies/CaseStudies.tsx';
import { PageHead } from '../components/Seo/PageHead.tsx';
import { faqPage } from '../components/Seo/structuredData.ts';
import { Accordion } from '../components/ui/Accordion/Accordion.tsx';
import { Cards } from '../components/ui/Card/Card.tsx';
import { MoreLink } from '../components/ui/MoreLink/MoreLink.tsx';
import { Section } from '../components/ui/Section/Section.tsx';
import type { StudiesContext } from '../lib/pageContexts.ts';

export default function EnergyTemplate({
  data: { page, studies },
  pageContext,
}: PageProps<Queries.EnergyTemplateQuery, StudiesContext>) {
  if (!page) return null;
  const { solutions, profile, faq, caseStudies } = page;
  return (
    <>
      <Hero {...page.hero} />
      <Section id="solutions" intro={solutions.intro}>
        <Cards items={solutions.items} columns={4} />
      </Section>
      {profile && (
        <Section id="load-profile" intro={profile.intro} tone="alt">
          <LoadProfileChart profile={profile} />
        </Section>
      )}
      <Section
        id="compliance-faq"
        intro={faq.intro}
        tone={profile ? 'light' : 'alt'}
        split
        aside={<MoreLink to={faq.link.to} label={faq.link.label} context={faq.intro.heading} />}
      >
        <Accordion items={faq.items} />
      </Section>
      <CaseStudies
        id="projects"
        section={caseStudies}
        studies={studies.nodes}
        order={pageContext.studies}
        tone={profile ? 'alt' : undefined}
      />
      <CallToAction cta={page.cta} />
    </>
  );
}

export function Head(props: HeadProps<Queries.EnergyTemplateQuery>) {
  const faq = props.data.page?.faq.items;
  return <PageHead {...props} structuredData={faq ? [faqPage(faq)] : []} />;
}

export const query = graphql`
  query EnergyTemplate($studies: [String!]!) {
    page: energyManagementPageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      solutions {
        intro {
          ...IntroFields
        }
        items {
          ...CardFields
        }
      }
      profile {
        intro {
          ...IntroFields
        }
        ...LoadProfileFields
      }
      faq {
        intro {
          ...IntroFields
        }
        link {
          label
          to
        }
        items {
          question
          answer
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
