import { boolean } from 'yup';
import { listOf, noHeroPicture, record, text } from '../parts.ts';
import type { SectionParts } from './sections.ts';

/** The shape of content/pages/contact.json. */
export const contact = ({ intro, page }: SectionParts) =>
  noHeroPicture(
    page({
      contact: record({ intro, detailsHeading: text(), responseNote: text() }, 'ContactDetails').required(),
      // The offers of content/form.json in brief in the hero, under `heroHeading` (`heroHeadingOnOffer` on the page's
      // copy opened on an offer, which the hero names), then as cards under these words, then the terms every offer
      // shares. `example` marks a term the launch check lists until the owner has set the real one.
      offers: record(
        {
          intro,
          length: text(),
          receives: text(),
          price: text(),
          heroHeading: text(),
          heroHeadingOnOffer: text(),
          termsHeading: text(),
          terms: listOf(record({ term: text(), example: boolean() }, 'OfferTerm')),
        },
        'OfferSection',
      ).required(),
    }),
    'The contact page’s hero shows the first steps where a picture would go: remove the picture from its hero',
  );
