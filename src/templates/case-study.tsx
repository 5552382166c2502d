import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero';
import { Article } from '../components/sections/Article';
import { CallToAction } from '../components/sections/CallToAction';
import { WorkLinks } from '../components/sections/WorkLinks';
import { Section } from '../components/ui/Section';
import { PageHead } from '../components/Seo/PageHead';
import { article } from '../components/Seo/structuredData';
import { useSiteContent } from '../hooks/useSiteContent';
import { useSiteUrl } from '../hooks/useSiteUrl';

export default function CaseStudyTemplate({ data: { page } }: PageProps<Queries.CaseStudyTemplateQuery>) {
  if (!page) return null;
  return (
    <>
      <Hero {...page.hero} />
      <Article {...page.article} />
      <Section id="more-work" intro={page.more.intro} tone="alt">
        <WorkLinks links={page.more.links} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}

export function Head(props: HeadProps<Queries.CaseStudyTemplateQuery>) {
  const siteUrl = useSiteUrl();
  const { site } = useSiteContent();
  const page = props.data.page;
  const data =
    page &&
    article({
      headline: page.hero.heading,
      description: page.seo.description,
      url: `${siteUrl}${props.location.pathname}`,
      image: `${siteUrl}/social-card.png`,
      publisher: site.name,
    });
  return <PageHead {...props} structuredData={data ? [data] : []} />;
}

export const query = graphql`
  query CaseStudyTemplate($id: String!) {
    page: caseStudyJson(id: { eq: $id }) {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      article {
        facts {
          label
          value
        }
        sections {
          heading
          paragraphs
        }
        results {
          value
          label
        }
        image {
          ...WideImage
        }
        quote {
          text
          name
          organisation
        }
      }
      more {
        intro {
          ...IntroFields
        }
        links {
          label
          to
        }
      }
      cta {
        ...CtaFields
      }
    }
  }
`;
