import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero.tsx';
import { NextSteps } from '../components/sections/NextSteps/NextSteps.tsx';
import { PageHead } from '../components/Seo/PageHead.tsx';
import { Section } from '../components/ui/Section/Section.tsx';

/**
 * Where the form provider sends a visitor whose browser posted the contact form itself (JavaScript off or failed):
 * the message was sent, and what happens next. Search engines leave it out.
 */
export default function MessageSentTemplate({ data: { page } }: PageProps<Queries.MessageSentTemplateQuery>) {
  if (!page) return null;
  const { next } = page;
  return (
    <>
      <Hero {...page.hero} />
      <Section id="next" intro={next.intro}>
        <NextSteps steps={next.steps} actions={next.actions} />
      </Section>
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query MessageSentTemplate {
    page: messageSentPageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      next {
        intro {
          ...IntroFields
        }
        steps
        actions {
          label
          to
        }
      }
    }
  }
`;
