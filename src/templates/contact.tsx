import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero';
import { ContactSection } from '../contact/ContactSection';
import { PageHead } from '../components/Seo/PageHead';

export default function ContactTemplate({ data: { page } }: PageProps<Queries.ContactTemplateQuery>) {
  if (!page) return null;
  const { contact } = page;
  return (
    <>
      <Hero {...page.hero} />
      <ContactSection
        id="message"
        intro={contact.intro}
        detailsHeading={contact.detailsHeading}
        note={contact.responseNote}
        headingInCard
      />
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query ContactTemplate {
    page: contactPageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      contact {
        intro {
          ...IntroFields
        }
        detailsHeading
        responseNote
      }
    }
  }
`;
