import { listOf, text } from '../parts.ts';
import type { SectionParts } from './sections.ts';

/** The shape of content/pages/privacy.json. */
export const privacy = ({ section, page }: SectionParts) => page({ updated: text(), sections: listOf(section) });
