import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero';
import { Seo } from '../components/Seo/Seo';

type Data = Queries.PageTemplateQuery;

/** A content page: its hero, from content/pages/<route>.json. */
export default function PageTemplate({ data }: PageProps<Data>) {
  return data.pageJson && <Hero {...data.pageJson.hero} />;
}

export function Head({ data, location }: HeadProps<Data>) {
  return data.pageJson && <Seo {...data.pageJson.seo} pathname={location.pathname} />;
}

export const query = graphql`
  query PageTemplate($route: String!) {
    pageJson(route: { eq: $route }) {
      seo {
        title
        description
      }
      hero {
        eyebrow
        heading
        tagline
        text
        actions {
          label
          to
        }
      }
    }
  }
`;
