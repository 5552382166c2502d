import { screenSchema } from '../artefacts.ts';
import { record, text, texts } from '../parts.ts';
import type { SectionParts } from './sections.ts';

/** The shape of content/pages/industrial-iot-controls.json. */
export const industrialIotControls = ({ image, intro, cards, cta, list, caseStudies, page }: SectionParts) =>
  page({
    capabilities: cards,
    solutions: list(
      'IotSolutions',
      record({ title: text(), description: text(), image: image.required(), features: texts() }, 'IotSolution'),
    ),
    // An operator's screen as the firm draws them; left out, the page has none.
    screen: screenSchema(intro),
    caseStudies,
    cta: cta.required(),
  });
