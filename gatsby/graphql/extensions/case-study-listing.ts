import { filteredListing } from '../../../src/lib/listing.ts';
import type { Extension } from './scope.ts';

/** The case-study index's listing of a section's service, or all case studies when it names none. */
export const caseStudyListing: Extension =
  ({ pathFor }) =>
  (source) =>
    filteredListing(pathFor('case-studies'), source.service as string | undefined);
