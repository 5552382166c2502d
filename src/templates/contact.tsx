import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero.tsx';
import { ContactSection } from '../contact/ContactSection.tsx';
import { HeroOffers } from '../components/sections/HeroOffers/HeroOffers.tsx';
import { Offers } from '../components/sections/Offers/Offers.tsx';
import { Section } from '../components/ui/Section/Section.tsx';
import { PageHead } from '../components/Seo/PageHead.tsx';
import type { ContactContext } from '../lib/pageContexts.ts';

/** Words as a sentence: with a full stop, unless they end with one of their own. */
const sentence = (words: string) => (/[.!?]$/.test(words) ? words : `${words}.`);

export default function ContactTemplate({
  data: { page, offers },
  pageContext,
}: PageProps<Queries.ContactTemplateQuery, ContactContext>) {
  if (!page) return null;
  const { contact } = page;
  // The page's copy opened on an offer names the offer in its hero: its action, its price, how long it takes and
  // what the client receives, so the choice is in the first screen and not only in the form's select.
  const list = offers?.offers ?? [];
  const offer = list.find((each) => each.id === pageContext.topic);
  const hero = offer
    ? {
        ...page.hero,
        heading: offer.action,
        tagline: offer.price,
        text: `${sentence(offer.length)} ${sentence(offer.receives)}`,
      }
    : page.hero;
  return (
    <>
      <Hero
        {...hero}
        aside={
          <HeroOffers
            heading={offer ? page.offers.heroHeadingOnOffer : page.offers.heroHeading}
            offers={list}
            current={offer?.id}
          />
        }
      />
      <ContactSection
        id="message"
        intro={contact.intro}
        detailsHeading={contact.detailsHeading}
        note={contact.responseNote}
        headingInCard
        topic={pageContext.topic}
      />
      <Section id="first-steps" intro={page.offers.intro}>
        <Offers offers={list} words={page.offers} />
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
        heroHeading
        heroHeadingOnOffer
        termsHeading
        terms {
          term
        }
      }
    }
    offers: formJson {
      offers {
        ...OfferFields
      }
    }
  }
`;
