import { filteredListing, slug } from '../../../src/lib/listing.ts';
import type { Extension } from './scope.ts';

/** The case-study index's listing of a case study's sector. */
export const sectorListing: Extension =
  ({ pathFor }) =>
  (source) =>
    filteredListing(pathFor('case-studies'), slug(String(source.sector)));
