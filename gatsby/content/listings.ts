import { filteredListing, slug } from '../../src/lib/listing.ts';
import { topicPath, type Route } from './routes.ts';
import type { Vocabulary } from './schemas/parts.ts';

/*
 * Addresses the build makes from content besides routes.json's: the case-study listings and the offers' pages.
 */

/**
 * The home page's sectors whose names make no address of their own for their listing of case studies under the
 * index at `index` (/case-studies/): a name with no Latin letter or figure (its listing would take the index's own
 * address), one of figures only (a page of the index: /case-studies/2/), one that makes the address of another
 * sector ("Food & Drink" beside "Food and Drink") or of a service's filter. Each names the sector as it is written.
 */
export function sectorProblems(
  { sectors, services }: Pick<Vocabulary, 'sectors' | 'services'>,
  index: string,
): string[] {
  const taken = new Map(services.map((service) => [service, `the filter of the service ${service}`]));
  return sectors.flatMap((name, at) => {
    const where = `sectors.items[${at}].name "${name}"`;
    const own = slug(name);
    const address = filteredListing(index, own);
    if (!own) return [`${where} makes no address for its case studies’ listing: give it a name with Latin letters`];
    if (/^\d+$/.test(own)) {
      return [`${where} makes the address ${address}, a page of the case-study index: give it a name with letters`];
    }
    const other = taken.get(own);
    taken.set(own, `the listing of the sector "${name}"`);
    return other ? [`${where} makes the address ${address}, already ${other}: give each sector a name of its own`] : [];
  });
}

/**
 * Pages of routes.json at the address of the contact page opened on an offer (/contact/<offer>/), a page the build
 * makes for each offer in form.json: the page would silently take its place.
 */
export function offerAddressProblems(routes: readonly Route[], offers: readonly string[]): string[] {
  const contact = routes.find((route) => route.template === 'contact');
  if (!contact) return [];
  return routes.flatMap((route, at) => {
    const offer = offers.find((id) => route.path === topicPath(contact.path, id));
    return offer
      ? [`[${at}].path "${route.path}" is where the contact page opens on the offer "${offer}": choose another address`]
      : [];
  });
}
