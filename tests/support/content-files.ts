import fs from 'node:fs';
import path from 'node:path';
import type { CaseStudy, PageFile, Site } from '../../gatsby/content/read.ts';
import type about from '../visual/content/pages/about.json';
import type aiSolutions from '../visual/content/pages/ai-solutions.json';
import type caseStudiesPage from '../visual/content/pages/case-studies.json';
import type contact from '../visual/content/pages/contact.json';
import type edgeBridge from '../visual/content/pages/edge-bridge.json';
import type energyManagement from '../visual/content/pages/energy-management.json';
import type home from '../visual/content/pages/home.json';
import type industrialDataPlatforms from '../visual/content/pages/industrial-data-platforms.json';
import type industrialIotControls from '../visual/content/pages/industrial-iot-controls.json';
import type messageSent from '../visual/content/pages/message-sent.json';
import type privacy from '../visual/content/pages/privacy.json';
import type onsiteEnergy from '../visual/content/case-studies/onsite-energy.json';

/**
 * The shapes of the content files the tests read. Most are the build's own (gatsby/content/read.ts, typed from the
 * content schemas). Each page's file is typed from the frozen copy of the content (tests/visual/content) as well:
 * the copy is checked against the same schemas, and its types know which optional parts each page has, so a test
 * reads them without a check of its own; no owner's edit to content/ can change what the tests compile against.
 */

/** The company facts. */
export type SiteFile = Site;

/** Each page's file, by its route's name, and the case study the spec describes (with a picture and a quote). */
export interface PageFiles {
  about: typeof about;
  'ai-solutions': typeof aiSolutions;
  'case-studies': typeof caseStudiesPage;
  contact: typeof contact;
  'edge-bridge': typeof edgeBridge;
  'energy-management': typeof energyManagement;
  home: typeof home;
  'industrial-data-platforms': typeof industrialDataPlatforms;
  'industrial-iot-controls': typeof industrialIotControls;
  'message-sent': typeof messageSent;
  privacy: typeof privacy;
  'case-study-onsite-energy': typeof onsiteEnergy;
}

/** What every page's file holds, whichever page it is: as the build's snapshot types it (gatsby/content/read.ts). */
export type PageContent = PageFile;

/** A case study's file, as its schema types it. */
export type CaseStudyFile = Omit<CaseStudy, 'name'>;

/**
 * A content file's text, as the type given. The one place the tests trust a file's shape: the build refuses content
 * that does not fit its schema (gatsby/content/validate.ts), and the tests run against a build of that content.
 */
export const parseContent = <T>(text: string) => JSON.parse(text) as T;

/** A content file in `dir`, as the type given (parseContent). */
export const readContent = <T>(dir: string, file: string) =>
  parseContent<T>(fs.readFileSync(path.join(dir, file), 'utf8'));
