import { record, text } from '../parts.ts';
import type { SectionParts } from './sections.ts';

/** The shape of content/pages/contact.json. */
export const contact = ({ intro, page }: SectionParts) =>
  page({
    contact: record({ intro, detailsHeading: text(), responseNote: text() }, 'ContactDetails').required(),
    // The offers of content/form.json as cards, under these words.
    offers: record({ intro, length: text(), receives: text(), price: text() }, 'OfferSection').required(),
  });
