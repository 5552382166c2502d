import { loadProfileSchema } from '../artefacts';
import { record, text } from '../parts';
import type { SectionParts } from './sections';

/** The shape of content/pages/energy-management.json. */
export const energyManagement = ({ link, intro, cards, cta, list, caseStudies, page }: SectionParts) =>
  page({
    solutions: cards,
    profile: loadProfileSchema(intro),
    faq: list('Faq', record({ question: text(), answer: text() }, 'FaqItem'), { link: link.required() }),
    caseStudies,
    cta: cta.required(),
  });
