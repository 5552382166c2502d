import { idSchema } from '../../references.ts';
import { trendSchema } from '../artefacts.ts';
import { record, text, texts } from '../parts.ts';
import type { SectionParts } from './sections.ts';

/** The shape of content/pages/ai-solutions.json. */
export const aiSolutions = ({ link, icon, intro, cta, tabList, caseStudies, page }: SectionParts) =>
  page({
    technologies: tabList(
      'Technologies',
      record(
        {
          id: idSchema(),
          title: text(),
          description: text(),
          detailedDescription: text(),
          icon,
          useCases: texts(),
          benefits: texts(),
        },
        'Technology',
      ),
      { learnMore: text(), useCasesHeading: text(), benefitsHeading: text(), demo: link.required() },
    ),
    // A model in production, watched: its error over the weeks, the level that calls for retraining.
    monitoring: trendSchema(intro),
    caseStudies,
    cta: cta.required(),
  });
