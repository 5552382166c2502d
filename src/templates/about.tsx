import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero.tsx';
import { CallToAction } from '../components/sections/CallToAction/CallToAction.tsx';
import { Leadership } from '../components/sections/Leadership/Leadership.tsx';
import { CompanyFacts } from '../components/sections/CompanyFacts/CompanyFacts.tsx';
import { Stats } from '../components/sections/Stats/Stats.tsx';
import { PageHead } from '../components/Seo/PageHead.tsx';
import { Cards } from '../components/ui/Card/Card.tsx';
import { Prose } from '../components/ui/Prose/Prose.tsx';
import { Section } from '../components/ui/Section/Section.tsx';
import { useSiteContent } from '../hooks/useSiteContent.ts';

export default function AboutTemplate({ data: { page } }: PageProps<Queries.AboutTemplateQuery>) {
  const { site } = useSiteContent();
  if (!page) return null;
  return (
    <>
      <Hero {...page.hero} />
      <Section id="story" intro={page.story.intro} split>
        <Prose>
          {page.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
      </Section>
      <Section id="in-numbers" intro={page.stats.intro} tone="alt">
        <Stats stats={site.stats} details />
      </Section>
      <Section id="expertise" intro={page.expertise.intro}>
        <Cards items={page.expertise.items} />
      </Section>
      <Section id="leadership" intro={page.leadership.intro} tone="alt" split>
        <Leadership people={page.leadership.people} />
      </Section>
      <Section id="company" intro={page.company.intro}>
        <CompanyFacts facts={page.company.facts} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query AboutTemplate {
    page: aboutPageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      story {
        intro {
          ...IntroFields
        }
        paragraphs
      }
      stats {
        intro {
          ...IntroFields
        }
      }
      expertise {
        intro {
          ...IntroFields
        }
        items {
          ...CardFields
        }
      }
      leadership {
        intro {
          ...IntroFields
        }
        people {
          id
          name
          role
          bio
          initials
          photo {
            ...PortraitImage
          }
        }
      }
      company {
        intro {
          ...IntroFields
        }
        ...CompanyFactsFields
      }
      cta {
        ...CtaFields
      }
    }
  }
`;
