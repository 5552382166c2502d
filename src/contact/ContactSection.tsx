import styled from '@emotion/styled';
import { ContactDetails } from '../components/ui/ContactDetails/ContactDetails.tsx';
import { Band, Section } from '../components/ui/Section/Section.tsx';
import { SocialLinks } from '../components/ui/SocialLinks/SocialLinks.tsx';
import { useSiteUrl } from '../hooks/useSiteUrl.ts';
import { useSiteContent } from '../hooks/useSiteContent.ts';
import { cardFrame } from '../theme/styles.ts';
import { font, mq, space } from '../theme/tokens.ts';
import { ContactForm } from './island.ts';
import { useFormContent } from './useFormContent.ts';

const Columns = styled.div`
  display: grid;
  gap: ${space[6]};
  ${mq.lg} {
    grid-template-columns: 1.5fr 1fr;
    gap: ${space[8]};
    align-items: start;
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${space[5]};
  padding: ${space[6]};
  ${cardFrame()}
  h2,
  h3 {
    font-size: ${font.size.xl};
  }
`;

interface Props {
  id: string;
  intro: Queries.IntroFieldsFragment;
  /** The heading over the email, phone, address and social links. */
  detailsHeading: string;
  note?: string;
  /**
   * Where the section is the page's first after the hero, which already heads it (the contact page): its heading
   * goes in the form's card, beside the details' heading, rather than a second heading straight under the hero's.
   */
  headingInCard?: boolean;
  /** The offer the form opens on, by id. */
  topic?: string | null;
}

/** The contact section of the home and contact pages: the form beside the company's other ways to be reached. */
export function ContactSection({ id, intro, detailsHeading, note, headingInCard = false, topic }: Props) {
  const { site } = useSiteContent();
  const form = useFormContent();
  const siteUrl = useSiteUrl();
  const headingId = `${id}-heading`;
  const DetailsHeading = headingInCard ? 'h2' : 'h3';
  const columns = (
    <Columns>
      <ContactForm
        content={form}
        emailPlaceholder={site.email}
        sentPage={`${siteUrl}${form.sent.to}`}
        heading={headingInCard ? { id: headingId, text: intro.heading, intro: intro.intro } : undefined}
        topic={topic}
      />
      <Details>
        <DetailsHeading id={`${id}-details`}>{detailsHeading}</DetailsHeading>
        <ContactDetails site={site} />
        {note && <p>{note}</p>}
        <SocialLinks links={site.social} newTabNote={site.ui.newTab} />
      </Details>
    </Columns>
  );
  if (!headingInCard) {
    return (
      <Section id={id} intro={intro} tone="alt">
        {columns}
      </Section>
    );
  }
  return (
    <section id={id} aria-labelledby={headingId}>
      <Band tone="alt">{columns}</Band>
    </section>
  );
}
