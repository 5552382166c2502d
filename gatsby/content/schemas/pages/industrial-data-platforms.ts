import { idSchema } from '../../references.ts';
import { listOf, record, text, texts } from '../parts.ts';
import type { SectionParts } from './sections.ts';

/** The shape of content/pages/industrial-data-platforms.json. */
export const industrialDataPlatforms = ({ icon, cards, cta, list, tabList, caseStudies, page }: SectionParts) =>
  page({
    benefits: cards,
    industries: tabList(
      'Industries',
      record(
        { id: idSchema(), label: text(), title: text(), description: text(), features: texts(), outcomes: texts() },
        'Industry',
      ),
      { featuresHeading: text(), outcomesHeading: text() },
    ),
    // The technologies in groups, in the order data meets them: from the edge to the report.
    technologies: list(
      'CloudTechnologies',
      record(
        {
          category: text(),
          items: listOf(record({ name: text(), description: text(), icon }, 'CloudTechnology')),
        },
        'CloudTechnologyGroup',
      ),
    ),
    caseStudies,
    cta: cta.required(),
  });
