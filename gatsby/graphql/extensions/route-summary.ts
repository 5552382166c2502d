import { routeLabelsOf, type Extension } from './scope.ts';

/** The short line menus show under a link: its route's summary, or none. */
export const routeSummary: Extension =
  ({ fill }) =>
  async (source, _args, { nodeModel }) =>
    fill((await routeLabelsOf(nodeModel))[String(source.route)]?.summary ?? null);
