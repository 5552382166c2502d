import { routeLabelsOf, type Extension } from './scope.ts';

/** An item's title: the name of the page it links to, else its own (content/schemas/pages/sections.ts, linkedItem). */
export const itemTitle: Extension =
  ({ fill }) =>
  async (source, _args, { nodeModel }) => {
    const link = source.link as { route: string } | undefined;
    return fill(link ? (await routeLabelsOf(nodeModel))[link.route]!.label : source.title);
  };
