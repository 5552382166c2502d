import { array, number, string, type AnyObject, type ObjectSchema, type ObjectShape } from 'yup';
import {
  iconSchema,
  imageSchema,
  linkSchema,
  listOf,
  optional,
  pageSchema,
  record,
  text,
  texts,
  type Vocabulary,
} from '../parts.ts';
import { tabChoice } from '../../references.ts';

/**
 * The parts the pages' schemas share, made once for the site's routes: links, pictures, icons, section intros,
 * cards, calls to action, quotes, lists and tabs, where a page shows case studies, and the page frame itself.
 */
export function sectionParts(routeNames: readonly string[], vocabulary?: Vocabulary) {
  const link = linkSchema(routeNames);
  const image = imageSchema();
  const optionalImage = optional(image);
  const icon = iconSchema();
  const intro = record({ eyebrow: string(), heading: text(), intro: string() }, 'SectionIntro').required();
  const card = record({ title: text(), description: text(), icon }, 'Card');
  const cards = record({ intro, items: listOf(card) }, 'CardSection').required();
  // A call to action's buttons, and under them, where no button opens an offer, a first step: a link that does.
  const cta = record(
    { heading: text(), text: text(), actions: array().of(link).min(1).required(), firstStep: link },
    'CallToAction',
  )
    .test(
      'first-step-offer',
      'The call to action’s first step must open the form on an offer: choose the offer in its Topic',
      (value: { firstStep?: { topic?: string } } | undefined) => !value?.firstStep || Boolean(value.firstStep.topic),
    )
    .test(
      'one-offer-note',
      'The call to action’s button already opens the form on an offer: remove its first step',
      (value: { actions?: { topic?: string }[]; firstStep?: unknown } | undefined) =>
        !value?.firstStep || !value.actions?.some((action) => action.topic),
    );
  const paragraphs = record({ intro, paragraphs: texts() }, 'Paragraphs').required();
  const person = { name: text(), role: text(), bio: text() };
  // A client's words: who said them (a name, or a role where the client stays unnamed), their role, their
  // organisation, and their photo where there is one.
  const quote = record(
    { text: text(), name: text(), role: string(), organisation: text(), photo: optionalImage },
    'Quote',
  );
  const section = record({ heading: text(), paragraphs: texts() }, 'ArticleSection');

  /**
   * An item that may link to a page. A linked item is titled with that page's name (content/routes.json), so one
   * service has one name everywhere; only an item without a link has a title of its own.
   */
  const linkedItem = <S extends ObjectShape>(shape: S, type: string) =>
    record({ title: string().trim().min(1).meta({ graphql: 'String! @itemTitle' }), ...shape }, type).test(
      'one-name',
      ({ path, value }: { path: string; value: { link?: unknown } }) =>
        value.link
          ? `${path} takes its title from the page it links to: leave out its title`
          : `${path} needs a title, or a link whose page names it`,
      ({ title, link }: AnyObject) => (title === undefined) !== (link === undefined),
    );
  /**
   * A section of cards or stories: its intro and items, and any headings or links it adds. Left out, `more` adds
   * no key (without that default, TypeScript would take any key, and type every field of the section as unknown).
   */
  const list = <T extends AnyObject, M extends ObjectShape = Record<never, never>>(
    type: string,
    item: ObjectSchema<T>,
    more: M = {} as M,
  ) => record({ intro, ...more, items: listOf(item) }, type).required();
  /** A section of tabs: `selected` names the tab shown first; left out, the first item's. */
  const tabList = <T extends AnyObject, M extends ObjectShape>(type: string, item: ObjectSchema<T>, more: M) =>
    list(type, item, { ...more, selected: tabChoice() });

  /**
   * Where a page shows case studies, as case cards: the newest of one service, or without `service` the newest
   * featured ones, at most `show`; `all` is the words of the link to every case study of that service (or all of
   * them), whose address GraphQL gives as `allTo`.
   */
  const caseStudies = record(
    {
      intro,
      service: string().oneOf(
        [...(vocabulary?.services ?? routeNames)],
        '${path} must be one of the services the index filters by: ${values}',
      ),
      show: number().integer().min(1).max(12).required(),
      all: text(),
    },
    'CaseStudySection',
  )
    .meta({ fields: ['allTo: String! @caseStudyListing'] })
    .required();

  const page = pageSchema(routeNames);
  return {
    link,
    image,
    optionalImage,
    icon,
    intro,
    card,
    cards,
    cta,
    paragraphs,
    person,
    quote,
    section,
    linkedItem,
    list,
    tabList,
    caseStudies,
    page,
  };
}

export type SectionParts = ReturnType<typeof sectionParts>;
