import { linkLabel } from '../../content/route-labels.ts';
import { routeLabelsOf, type Extension } from './scope.ts';

/** The services a case study names, by route: each with its name and its address. */
export const serviceLinks: Extension =
  ({ fill, pathFor }) =>
  async (source, _args, { nodeModel }, info) => {
    const labels = await routeLabelsOf(nodeModel);
    return (source[info.fieldName] as string[]).map((route) => ({
      route,
      label: fill(linkLabel({ route }, labels)),
      to: pathFor(route),
    }));
  };
