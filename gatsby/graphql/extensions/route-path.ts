import type { Extension } from './scope.ts';

/** A link's address: its route's, with its anchor, or the contact page's copy opened on its topic. */
export const routePath: Extension =
  ({ pathFor }) =>
  (source) =>
    pathFor(String(source.route), source.hash as string | undefined, source.topic as string | undefined);
