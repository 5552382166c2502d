import { linkLabel as wordsOf } from '../../content/route-labels.ts';
import { routeLabelsOf, type Extension } from './scope.ts';

/**
 * A link's words: its own, or its route's name (gatsby/content/route-labels.ts). Read from the nodes rather than the
 * files, so that Gatsby runs a query again when a route's name changes. A link with a topic opens the form on an
 * offer: its words are the offer's, so each offer has one wording.
 */
export const linkLabel: Extension =
  ({ fill, offers }) =>
  async (source, _args, { nodeModel }) => {
    const offer = offers.find((item) => item.id === source.topic);
    const label = (source.label as string | undefined) ?? offer?.action;
    return fill(wordsOf({ label, route: String(source.route) }, await routeLabelsOf(nodeModel)));
  };
