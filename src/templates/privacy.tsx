import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero.tsx';
import { PrivacyNotice } from '../components/sections/PrivacyNotice/PrivacyNotice.tsx';
import { PageHead } from '../components/Seo/PageHead.tsx';
import { Band } from '../components/ui/Section/Section.tsx';

export default function PrivacyTemplate({ data: { page } }: PageProps<Queries.PrivacyTemplateQuery>) {
  if (!page) return null;
  return (
    <>
      <Hero {...page.hero} />
      <Band>
        <PrivacyNotice updated={page.updated} sections={page.sections} />
      </Band>
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query PrivacyTemplate {
    page: privacyPageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      updated
      sections {
        heading
        paragraphs
      }
    }
  }
`;
