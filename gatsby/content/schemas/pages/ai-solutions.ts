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
          label: text(),
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
    // A model in production, watched: its error over the weeks, the level that calls for retraining. Drawn as
    // lines over time only (the page carries no code for bars).
    monitoring: trendSchema(intro).test(
      'over-time',
      '',
      function overTime(trend: { kind?: unknown } | null | undefined) {
        const path = `${this.path}.kind`;
        const message = `${path} must be time: this chart shows weeks, drawn as lines`;
        return !trend?.kind || trend.kind === 'time' || this.createError({ path, message });
      },
    ),
    caseStudies,
    cta: cta.required(),
  });
