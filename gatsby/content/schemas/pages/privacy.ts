import { listOf, text } from '../parts';
import type { SectionParts } from './sections';

/** The shape of content/pages/privacy.json. */
export const privacy = ({ section, page }: SectionParts) => page({ updated: text(), sections: listOf(section) });
