import { graphql, type HeadProps } from 'gatsby';
import { Seo } from './Seo';

interface Data {
  page: { seo: { title: string; description: string; noindex: boolean | null } } | null;
}

/** The Head export of every page template: its query names the page node `page` and selects PageSeoFields. */
export function PageHead({ data, location, structuredData }: HeadProps<Data> & { structuredData?: object[] }) {
  if (!data.page) return null;
  const { noindex, ...seo } = data.page.seo;
  return <Seo {...seo} noindex={noindex ?? false} pathname={location.pathname} structuredData={structuredData} />;
}

export const query = graphql`
  fragment PageSeoFields on PageSeo {
    title
    description
    noindex
  }
  fragment PageHeroFields on PageHero {
    eyebrow
    heading
    tagline
    text
    actions {
      label
      to
    }
    image {
      ...MediaImage
    }
  }
  fragment IntroFields on SectionIntro {
    eyebrow
    heading
    intro
  }
  fragment CardFields on Card {
    title
    description
    icon {
      ...IconShapes
    }
  }
  fragment CtaFields on CallToAction {
    heading
    text
    actions {
      label
      to
    }
  }
`;
