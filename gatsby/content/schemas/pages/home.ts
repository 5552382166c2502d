import { listOf, optional, record, text, texts } from '../parts.ts';
import type { SectionParts } from './sections.ts';

/** The shape of content/pages/home.json. */
export const home = ({
  link,
  image,
  icon,
  intro,
  paragraphs,
  quote,
  linkedItem,
  list,
  caseStudies,
  page,
}: SectionParts) =>
  page({
    sectors: record({ heading: text(), items: listOf(record({ name: text(), icon }, 'Sector')) }, 'Sectors').required(),
    // Logos of clients and accreditations, under the sectors; without them the strip shows the sectors alone.
    logos: optional(record({ heading: text(), items: listOf(image) }, 'Logos')),
    services: list(
      'HomeServices',
      linkedItem({ description: text(), icon, link: link.default(undefined) }, 'HomeService'),
    ),
    about: paragraphs,
    caseStudies,
    solutions: list(
      'HomeSolutions',
      // Each leads with the headline result of a case study of its service, which the build picks (serviceProof).
      linkedItem(
        { description: text(), image: image.required(), features: texts(), link: link.required() },
        'HomeSolution',
      ).meta({ fields: ['proof: CaseStudyJson @serviceProof'] }),
    ),
    testimonial: optional(quote),
    contact: record({ intro, socialHeading: text() }, 'HomeContact').required(),
  });
