import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero.tsx';
import { ProofLink } from '../components/ui/ProofLink/ProofLink.tsx';
import { ContactSection } from '../contact/ContactSection.tsx';
import { CaseStudies } from '../components/sections/CaseStudies/CaseStudies.tsx';
import { MediaBlocks } from '../components/sections/MediaBlocks/MediaBlocks.tsx';
import { SectorStrip } from '../components/sections/SectorStrip/SectorStrip.tsx';
import { Stats } from '../components/sections/Stats/Stats.tsx';
import { Testimonial } from '../components/sections/Testimonial/Testimonial.tsx';
import { PageHead } from '../components/Seo/PageHead.tsx';
import { Card, CardGrid } from '../components/ui/Card/Card.tsx';
import { MoreLink } from '../components/ui/MoreLink/MoreLink.tsx';
import { Prose } from '../components/ui/Prose/Prose.tsx';
import { Band, Section } from '../components/ui/Section/Section.tsx';
import { useSiteContent } from '../hooks/useSiteContent.ts';
import type { StudiesContext } from '../lib/pageContexts.ts';

export default function HomeTemplate({
  data: { page, studies },
  pageContext,
}: PageProps<Queries.HomeTemplateQuery, StudiesContext>) {
  const { site } = useSiteContent();
  if (!page) return null;
  // The newest featured case study's headline figure, in the first screen.
  const featured = studies.nodes.find((study) => study.id === pageContext.studies[0]);
  return (
    <>
      <Hero
        {...page.hero}
        compact
        proof={featured && <ProofLink study={featured} more={site.ui.readCaseStudy} ground="dark" />}
      />
      <SectorStrip heading={page.sectors.heading} items={page.sectors.items} logos={page.logos} />
      <Section id="services" intro={page.services.intro}>
        <CardGrid>
          {page.services.items.map((service) => (
            <li key={service.title}>
              <Card title={service.title} description={service.description} icon={service.icon} link={service.link} />
            </li>
          ))}
        </CardGrid>
      </Section>
      {/* The story runs on from the intro, as one text; the figures follow in a row. */}
      <Section
        id="who-we-are"
        intro={page.about.intro}
        tone="alt"
        aside={
          <Prose>
            {page.about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
        }
      >
        <Stats stats={site.stats} />
      </Section>
      <CaseStudies
        id="track-record"
        section={page.caseStudies}
        studies={studies.nodes}
        order={pageContext.studies}
        tone="dark"
      />
      {page.testimonial && (
        <Band tone="alt">
          <Testimonial quote={page.testimonial} centred />
        </Band>
      )}
      <Section id="industry-solutions" intro={page.solutions.intro}>
        <MediaBlocks
          items={page.solutions.items}
          lead={(solution) => solution.proof && <ProofLink study={solution.proof} more={site.ui.readCaseStudy} />}
          footer={(solution) => <MoreLink to={solution.link.to} label={solution.link.label} context={solution.title} />}
        />
      </Section>
      <ContactSection id="contact" intro={page.contact.intro} detailsHeading={page.contact.socialHeading} />
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query HomeTemplate($studies: [String!]!) {
    page: homePageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      sectors {
        heading
        items {
          name
          icon {
            ...IconShapes
          }
        }
      }
      logos {
        heading
        items {
          ...LogoImage
        }
      }
      services {
        intro {
          ...IntroFields
        }
        items {
          title
          description
          icon {
            ...IconShapes
          }
          link {
            label
            to
          }
        }
      }
      about {
        intro {
          ...IntroFields
        }
        paragraphs
      }
      caseStudies {
        ...CaseStudySectionFields
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
          proof {
            label
            path
            article {
              results {
                value
                label
              }
            }
          }
          link {
            label
            to
          }
        }
      }
      testimonial {
        ...QuoteFields
      }
      contact {
        intro {
          ...IntroFields
        }
        socialHeading
      }
    }
    ...PageStudies
  }
`;
