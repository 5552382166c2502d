import type { Extension } from './scope.ts';

/** The contact page's copy opened on an offer. */
export const offerPath: Extension =
  ({ pathFor, contact }) =>
  (source) =>
    pathFor(contact, null, String(source.id));
