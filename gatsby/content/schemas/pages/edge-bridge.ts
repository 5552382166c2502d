import { configFileSchema } from '../artefacts.ts';
import { listOf, optional, record, text, texts } from '../parts.ts';
import type { SectionParts } from './sections.ts';

/** The shape of content/pages/edge-bridge.json. */
export const edgeBridge = ({ link, intro, cards, list, page }: SectionParts) =>
  page({
    features: cards,
    cloudSupport: list('CloudSupport', record({ name: text(), description: text() }, 'CloudTarget')),
    // A product's specification, a row a property; left out, the page has none.
    specification: optional(
      record({ intro, rows: listOf(record({ label: text(), value: text() }, 'SpecRow')) }, 'Specification'),
    ),
    // A gateway's configuration file, as its user writes it; left out, the page has none.
    configuration: configFileSchema(intro),
    comingSoon: record(
      { eyebrow: text(), heading: text(), text: text(), platforms: texts(), action: link.required() },
      'ComingSoon',
    ).required(),
  });
