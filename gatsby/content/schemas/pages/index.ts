import type { AnyObject, ObjectSchema } from 'yup';
import { caseStudySchemas } from '../case-study.ts';
import type { Vocabulary } from '../parts.ts';
import { sectionParts } from './sections.ts';
import { home } from './home.ts';
import { about } from './about.ts';
import { aiSolutions } from './ai-solutions.ts';
import { industrialDataPlatforms } from './industrial-data-platforms.ts';
import { industrialIotControls } from './industrial-iot-controls.ts';
import { energyManagement } from './energy-management.ts';
import { edgeBridge } from './edge-bridge.ts';
import { privacy } from './privacy.ts';
import { contact } from './contact.ts';
import { messageSent } from './message-sent.ts';

/**
 * The shape of each page file in content/pages, by route, one file each beside this one, and of each case study in
 * content/case-studies. The records of the content (docs/product.md, "Content records") are the named types in
 * them: Technology, CaseStudySection, FaqItem … Without a vocabulary (for GraphQL types) a case study's service
 * and sector are any route and any text.
 */
export function pageSchemas(routeNames: readonly string[], vocabulary?: Vocabulary) {
  const parts = sectionParts(routeNames, vocabulary);
  // The index of case studies, and the words every case study's page shares.
  const { caseStudy, index } = caseStudySchemas({ routeNames, vocabulary, ...parts });
  const pages = {
    home: home(parts),
    about: about(parts),
    'ai-solutions': aiSolutions(parts),
    'industrial-data-platforms': industrialDataPlatforms(parts),
    'industrial-iot-controls': industrialIotControls(parts),
    'energy-management': energyManagement(parts),
    'edge-bridge': edgeBridge(parts),
    privacy: privacy(parts),
    contact: contact(parts),
    'message-sent': messageSent(parts),
    'case-studies': index,
  };
  /** The schema of a route's file by its name; none for a route no page schema knows. */
  const byRoute: ReadonlyMap<string, ObjectSchema<AnyObject>> = new Map(Object.entries(pages));

  return { pages, byRoute, caseStudy };
}
