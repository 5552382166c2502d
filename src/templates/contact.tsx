import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero';
import { ContactSection } from '../contact/ContactSection';
import { Offers } from '../components/sections/Offers/Offers';
import { Section } from '../components/ui/Section/Section';
import { PageHead } from '../components/Seo/PageHead';
import type { ContactContext } from '../lib/pageContexts';

export default function ContactTemplate({
  data: { page, offers },
  pageContext,
}: PageProps<Queries.ContactTemplateQuery, ContactContext>) {
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
        topic={pageContext.topic}
      />
      <Section id="first-steps" intro={page.offers.intro}>
        <Offers offers={offers?.offers ?? []} words={page.offers} />
      </Section>
    </>
  );
}

export function Head(props: HeadProps<Queries.ContactTemplateQuery, ContactContext>) {
  const { canonical } = props.pageContext;
  return <PageHead {...props} location={canonical ? { ...props.location, pathname: canonical } : props.location} />;
}

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
      offers {
        intro {
          ...IntroFields
        }
        length
        receives
        price
      }
    }
    offers: formJson {
      offers {
        ...OfferFields
      }
    }
  }
`;
