import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero';
import { Article } from '../components/sections/Article';
import { PageHead } from '../components/Seo/PageHead';

export default function CaseStudyTemplate({ data: { page } }: PageProps<Queries.CaseStudyTemplateQuery>) {
  if (!page) return null;
  return (
    <>
      <Hero {...page.hero} />
      <Article {...page.article} />
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query CaseStudyTemplate($route: String!) {
    page: caseStudyOnsiteEnergyPageJson(route: { eq: $route }) {
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
          ...MediaImage
        }
        quote {
          text
          name
          organisation
        }
      }
    }
  }
`;
