import { loadProfileSchema } from '../artefacts.ts';
import { record, text } from '../parts.ts';
import type { SectionParts } from './sections.ts';

/** The shape of content/pages/energy-management.json. */
export const energyManagement = ({ link, intro, cards, cta, list, caseStudies, page }: SectionParts) =>
  page({
    solutions: cards,
    profile: loadProfileSchema(intro),
    faq: list('Faq', record({ question: text(), answer: text() }, 'FaqItem'), { link: link.required() }),
    caseStudies,
    cta: cta.required(),
  });
