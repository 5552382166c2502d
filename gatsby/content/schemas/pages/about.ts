import { idSchema } from '../../references.ts';
import { boolean } from 'yup';
import { listOf, record, text } from '../parts.ts';
import type { SectionParts } from './sections.ts';

/** The shape of content/pages/about.json. */
export const about = ({ optionalImage, intro, cards, cta, paragraphs, person, page }: SectionParts) =>
  page({
    story: paragraphs,
    stats: record({ intro }, 'AboutStats').required(),
    expertise: cards,
    // A person's photo where there is one; the initials stand in where there is not. A case study names the
    // engineers who did it by their ids.
    leadership: record(
      {
        intro,
        people: listOf(record({ id: idSchema(), ...person, initials: text(), photo: optionalImage }, 'Person')),
      },
      'Leadership',
    ).required(),
    // What a buyer's supplier check asks for, each a label and its value. `example` marks one shipped to hold the
    // place of the firm's own, which the launch check lists until it is set.
    company: record(
      { intro, facts: listOf(record({ label: text(), value: text(), example: boolean() }, 'CompanyFact')) },
      'AboutCompany',
    ).required(),
    cta: cta.required(),
  });
