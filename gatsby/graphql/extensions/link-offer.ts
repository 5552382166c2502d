import type { Extension } from './scope.ts';

/**
 * What a link to an offer's form asks of the client, to stand beside its button: how long on site and the price
 * ("1 day on site · From £2,400"). A link with no topic has none.
 */
export const linkOffer: Extension =
  ({ offers }) =>
  (source) => {
    const offer = offers.find((item) => item.id === source.topic);
    return offer ? `${offer.brief} · ${offer.price}` : null;
  };
