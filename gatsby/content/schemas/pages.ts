import { array, number, string, type AnyObject, type ObjectSchema, type ObjectShape } from 'yup';
import { iconSchema, imageSchema, linkSchema, listOf, optional, pageSchema, record, text, texts } from './parts';
import { idSchema, tabChoice } from '../references';
import { caseStudySchemas, type Vocabulary } from './case-study';
import { configFileSchema, loadProfileSchema, screenSchema, trendSchema } from './artefacts';

/**
 * The shape of each page file in content/pages, by route, and of each case study in content/case-studies. The
 * records of the content (docs/product.md, "Content records") are the named types below: Technology,
 * CaseStudySection, FaqItem … Without a vocabulary (for GraphQL types) a case study's service and sector are
 * any route and any text.
 */
export function pageSchemas(routeNames: readonly string[], vocabulary?: Vocabulary) {
  const link = linkSchema(routeNames);
  const image = imageSchema();
  const optionalImage = optional(image);
  const icon = iconSchema();
  const intro = record({ eyebrow: string(), heading: text(), intro: string() }, 'SectionIntro').required();
  const card = record({ title: text(), description: text(), icon }, 'Card');
  const cards = record({ intro, items: listOf(card) }, 'CardSection').required();
  const cta = record({ heading: text(), text: text(), actions: array().of(link).min(1).required() }, 'CallToAction');
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
      ({ path, value }) =>
        value.link
          ? `${path} takes its title from the page it links to: leave out its title`
          : `${path} needs a title, or a link whose page names it`,
      ({ title, link }: AnyObject) => (title === undefined) !== (link === undefined),
    );
  /** A section of cards or stories: its intro and items, and any headings or links it adds. */
  const list = <T extends AnyObject, M extends ObjectShape>(type: string, item: ObjectSchema<T>, more: M = {} as M) =>
    record({ intro, ...more, items: listOf(item) }, type).required();
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

  const own = {
    home: page({
      sectors: record(
        { heading: text(), items: listOf(record({ name: text(), icon }, 'Sector')) },
        'Sectors',
      ).required(),
      // Logos of clients and accreditations, under the sectors; without them the strip shows the sectors alone.
      logos: optional(record({ heading: text(), items: listOf(image) }, 'Logos')),
      services: list(
        'HomeServices',
        linkedItem({ description: text(), icon, link: link.default(undefined) }, 'HomeService'),
      ),
      about: paragraphs,
      caseStudies,
      solutions: list(
        'HomeSolutions',
        // Each leads with the headline result of a case study of its service, which the build picks (serviceProof).
        linkedItem(
          { description: text(), image: image.required(), features: texts(), link: link.required() },
          'HomeSolution',
        ).meta({ fields: ['proof: CaseStudyJson @serviceProof'] }),
      ),
      testimonial: optional(quote),
      contact: record({ intro, socialHeading: text() }, 'HomeContact').required(),
    }),
    about: page({
      story: paragraphs,
      stats: record({ intro }, 'AboutStats').required(),
      expertise: cards,
      // A person's photo where there is one; the initials stand in where there is not. A case study names the
      // engineers who did it by their ids.
      leadership: record(
        {
          intro,
          people: listOf(record({ id: idSchema(), ...person, initials: text(), photo: optionalImage }, 'Person')),
        },
        'Leadership',
      ).required(),
      cta: cta.required(),
    }),
    'ai-solutions': page({
      technologies: tabList(
        'Technologies',
        record(
          {
            id: idSchema(),
            title: text(),
            description: text(),
            detailedDescription: text(),
            icon,
            useCases: texts(),
            benefits: texts(),
          },
          'Technology',
        ),
        { learnMore: text(), useCasesHeading: text(), benefitsHeading: text(), demo: link.required() },
      ),
      // A model in production, watched: its error over the weeks, the level that calls for retraining.
      monitoring: trendSchema(intro),
      caseStudies,
      cta: cta.required(),
    }),
    'industrial-data-platforms': page({
      benefits: cards,
      industries: tabList(
        'Industries',
        record(
          { id: idSchema(), label: text(), title: text(), description: text(), features: texts(), outcomes: texts() },
          'Industry',
        ),
        { featuresHeading: text(), outcomesHeading: text() },
      ),
      // The technologies in groups, in the order data meets them: from the edge to the report.
      technologies: list(
        'CloudTechnologies',
        record(
          {
            category: text(),
            items: listOf(record({ name: text(), description: text(), icon }, 'CloudTechnology')),
          },
          'CloudTechnologyGroup',
        ),
      ),
      caseStudies,
      cta: cta.required(),
    }),
    'industrial-iot-controls': page({
      capabilities: cards,
      solutions: list(
        'IotSolutions',
        record({ title: text(), description: text(), image: image.required(), features: texts() }, 'IotSolution'),
      ),
      // An operator's screen as the firm draws them; left out, the page has none.
      screen: screenSchema(intro),
      caseStudies,
      cta: cta.required(),
    }),
    'energy-management': page({
      solutions: cards,
      profile: loadProfileSchema(intro),
      faq: list('Faq', record({ question: text(), answer: text() }, 'FaqItem'), { link: link.required() }),
      caseStudies,
      cta: cta.required(),
    }),
    'edge-bridge': page({
      features: cards,
      cloudSupport: list('CloudSupport', record({ name: text(), description: text() }, 'CloudTarget')),
      // A product's specification, a row a property; left out, the page has none.
      specification: optional(
        record({ intro, rows: listOf(record({ label: text(), value: text() }, 'SpecRow')) }, 'Specification'),
      ),
      // A gateway's configuration file, as its user writes it; left out, the page has none.
      configuration: configFileSchema(intro),
      comingSoon: record(
        { eyebrow: text(), heading: text(), text: text(), platforms: texts(), action: link.required() },
        'ComingSoon',
      ).required(),
    }),
    privacy: page({ updated: text(), sections: listOf(section) }),
    contact: page({
      contact: record({ intro, detailsHeading: text(), responseNote: text() }, 'ContactDetails').required(),
      // The offers of content/form.json as cards, under these words.
      offers: record({ intro, length: text(), receives: text(), price: text() }, 'OfferSection').required(),
    }),
    'message-sent': page({
      next: record({ intro, steps: texts(), actions: array().of(link).min(1).required() }, 'NextSteps').required(),
    }),
  };

  const { caseStudy, index } = caseStudySchemas({
    routeNames,
    vocabulary,
    page,
    intro,
    cta,
    quote,
    section,
    optionalImage,
  });
  // The index of case studies, and the words every case study's page shares.
  const pages = { ...own, 'case-studies': index };
  /** The schema of a route's file by its name; none for a route no page schema knows. */
  const byRoute: ReadonlyMap<string, ObjectSchema<AnyObject>> = new Map(Object.entries(pages));

  return { pages, byRoute, caseStudy };
}
