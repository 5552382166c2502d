import type { Extension } from './scope.ts';

/** The page the people a case study names are on, each with an id. */
export const peoplePath: Extension =
  ({ pathFor }) =>
  () =>
    pathFor('about');
