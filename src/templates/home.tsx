import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero';
import { ContactSection } from '../components/sections/ContactSection';
import { FeaturedCase } from '../components/sections/FeaturedCase';
import { MediaBlocks } from '../components/sections/MediaBlocks';
import { SectorStrip } from '../components/sections/SectorStrip';
import { Stats } from '../components/sections/Stats';
import { PageHead } from '../components/Seo/PageHead';
import { Card, CardGrid } from '../components/ui/Card';
import { MoreLink } from '../components/ui/MoreLink';
import { Beside, Prose } from '../components/ui/Prose';
import { Section } from '../components/ui/Section';
import { useSiteContent } from '../hooks/useSiteContent';

type StudyNode = Queries.HomeTemplateQuery['studies']['nodes'][number];

/** The case study a link names, found by the page path it makes (/case-study-<file>/). */
const studyAt = (studies: readonly StudyNode[], to: string) =>
  studies.find((study) => study.parent && 'name' in study.parent && `/case-study-${study.parent.name}/` === to);

export default function HomeTemplate({ data: { page, studies } }: PageProps<Queries.HomeTemplateQuery>) {
  const { site } = useSiteContent();
  if (!page) return null;
  const featured = studyAt(studies.nodes, page.featured.study.to);
  return (
    <>
      <Hero {...page.hero} />
      <SectorStrip heading={page.sectors.heading} items={page.sectors.items} />
      <Section id="services" intro={page.services.intro}>
        <CardGrid>
          {page.services.items.map((service) => (
            <li key={service.title}>
              <Card title={service.title} description={service.description} icon={service.icon}>
                {service.link && <MoreLink to={service.link.to} label={service.link.label} context={service.title} />}
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section id="who-we-are" intro={page.about.intro} tone="alt">
        <Beside>
          <Prose>
            {page.about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
          <Stats stats={site.stats} columns={2} />
        </Beside>
      </Section>
      {featured && (
        <Section id="track-record" intro={page.featured.intro} tone="dark">
          <FeaturedCase
            label={featured.label}
            title={featured.hero.heading}
            summary={featured.hero.text}
            results={featured.article.results}
            link={page.featured.study}
          />
        </Section>
      )}
      <Section id="industry-solutions" intro={page.solutions.intro}>
        <MediaBlocks
          items={page.solutions.items}
          footer={(solution) => <MoreLink to={solution.link.to} label={solution.link.label} context={solution.title} />}
        />
      </Section>
      <ContactSection id="contact" intro={page.contact.intro} detailsHeading={page.contact.socialHeading} />
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query HomeTemplate {
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
      featured {
        intro {
          ...IntroFields
        }
        study {
          label
          to
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
          link {
            label
            to
          }
        }
      }
      contact {
        intro {
          ...IntroFields
        }
        socialHeading
      }
    }
    studies: allCaseStudyJson {
      nodes {
        label
        hero {
          heading
          text
        }
        article {
          results {
            value
            label
          }
        }
        parent {
          ... on File {
            name
          }
        }
      }
    }
  }
`;
