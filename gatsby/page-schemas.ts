import { array, boolean, string, type AnyObject, type ObjectSchema, type ObjectShape } from 'yup';
import { iconSchema, imageSchema, linkSchema, listOf, record, statSchema, text, texts } from './content-schema';

/**
 * The shape of each page file in content/pages, by route, and of each case study in content/case-studies. The
 * records of the content (docs/product.md, "Content records") are the named types below: Technology,
 * SuccessStory, FaqItem …
 */
export function pageSchemas(routeNames: readonly string[]) {
  const link = linkSchema(routeNames);
  const image = imageSchema();
  const icon = iconSchema();
  const id = () =>
    string()
      .matches(/^[a-z0-9-]+$/)
      .required();
  const intro = record({ eyebrow: string(), heading: text(), intro: string() }, 'SectionIntro').required();
  const card = record({ title: text(), description: text(), icon }, 'Card');
  const cards = record({ intro, items: listOf(card) }, 'CardSection').required();
  const cta = record({ heading: text(), text: text(), actions: array().of(link).min(1).required() }, 'CallToAction');
  const paragraphs = record({ intro, paragraphs: texts() }, 'Paragraphs').required();
  const section = record({ heading: text(), paragraphs: texts() }, 'ArticleSection');
  /**
   * An item that may link to a page. A linked item is titled with that page's name (content/routes.json), so one
   * service has one name everywhere; only an item without a link has a title of its own.
   */
  const linkedItem = (shape: ObjectShape, type: string) =>
    record({ title: string().trim().min(1).meta({ graphql: 'String! @itemTitle' }), ...shape }, type).test(
      'one-name',
      ({ path, value }) =>
        value.link
          ? `${path} takes its title from the page it links to: leave out its title`
          : `${path} needs a title, or a link whose page names it`,
      ({ title, link }: AnyObject) => (title === undefined) !== (link === undefined),
    );
  /** A section of cards or stories: its intro and items, and any headings or links it adds. */
  const list = (type: string, item: ObjectSchema<AnyObject>, more: ObjectShape = {}) =>
    record({ intro, ...more, items: listOf(item) }, type).required();

  const page = (shape: ObjectShape) =>
    record({
      // noindex: a page search engines should leave out (and the sitemap does).
      seo: record({ title: text(), description: text(), noindex: boolean() }, 'PageSeo').required(),
      hero: record(
        {
          eyebrow: string(),
          heading: text(),
          tagline: string(),
          text: text(),
          actions: array().of(link),
          image: image.default(undefined).notRequired(),
        },
        'PageHero',
      ).required(),
      ...shape,
    });

  const pages = {
    home: page({
      sectors: record(
        { heading: text(), items: listOf(record({ name: text(), icon }, 'Sector')) },
        'Sectors',
      ).required(),
      services: list(
        'HomeServices',
        linkedItem({ description: text(), icon, link: link.default(undefined) }, 'HomeService'),
      ),
      about: paragraphs,
      // One case study shown in brief, with its results: the link names its route (case-study-<file>).
      featured: record(
        {
          intro,
          study: link
            .required()
            .test('case-study', '${path} must link to a case study (case-study-<name>)', (value) =>
              String(value?.route).startsWith('case-study-'),
            ),
        },
        'FeaturedCaseStudy',
      ).required(),
      solutions: list(
        'HomeSolutions',
        linkedItem(
          { description: text(), image: image.required(), features: texts(), link: link.required() },
          'HomeSolution',
        ),
      ),
      contact: record({ intro, socialHeading: text() }, 'HomeContact').required(),
    }),
    about: page({
      story: paragraphs,
      stats: record({ intro }, 'AboutStats').required(),
      expertise: cards,
      leadership: record(
        { intro, people: listOf(record({ name: text(), role: text(), bio: text(), initials: text() }, 'Person')) },
        'Leadership',
      ).required(),
      cta: cta.required(),
    }),
    'ai-solutions': page({
      technologies: list(
        'Technologies',
        record(
          {
            id: id(),
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
      caseStudies: list(
        'AiCaseStudies',
        record({ title: text(), industry: text(), description: text(), results: texts() }, 'AiCaseStudy'),
      ),
      cta: cta.required(),
    }),
    'industrial-data-platforms': page({
      benefits: cards,
      industries: list(
        'Industries',
        record(
          { id: id(), label: text(), title: text(), description: text(), features: texts(), outcomes: texts() },
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
      stories: list(
        'SuccessStories',
        record({ title: text(), client: text(), description: text(), outcome: texts(), body: texts() }, 'SuccessStory'),
        { readMore: text() },
      ),
      cta: cta.required(),
    }),
    'industrial-iot-controls': page({
      capabilities: cards,
      solutions: list(
        'IotSolutions',
        record({ title: text(), description: text(), image: image.required(), features: texts() }, 'IotSolution'),
      ),
      caseStudies: list(
        'IotCaseStudies',
        record(
          { title: text(), industry: text(), description: text(), results: texts(), image: image.required() },
          'IotCaseStudy',
        ),
      ),
      cta: cta.required(),
    }),
    'energy-management': page({
      solutions: cards,
      faq: list('Faq', record({ question: text(), answer: text() }, 'FaqItem'), { link: link.required() }),
      projects: list(
        'EnergyProjects',
        record({ title: text(), description: text(), location: text(), tags: texts() }, 'EnergyProject'),
      ),
      cta: cta.required(),
    }),
    'edge-bridge': page({
      features: cards,
      cloudSupport: list('CloudSupport', record({ name: text(), description: text() }, 'CloudTarget')),
      comingSoon: record(
        { eyebrow: text(), heading: text(), text: text(), platforms: texts(), action: link.required() },
        'ComingSoon',
      ).required(),
    }),
    privacy: page({ updated: text(), sections: listOf(section) }),
    contact: page({
      contact: record({ intro, detailsHeading: text(), responseNote: text() }, 'ContactDetails').required(),
    }),
    'message-sent': page({
      next: record({ intro, steps: texts(), actions: array().of(link).min(1).required() }, 'NextSteps').required(),
    }),
  };

  const caseStudy = page({
    // Its name in menus and lists, e.g. "On-Site Energy", and its line under that name in menus.
    label: text(),
    summary: text(),
    article: record(
      {
        facts: listOf(record({ label: text(), value: text() }, 'Fact')),
        sections: listOf(section),
        results: listOf(statSchema()),
        image: image.required(),
        quote: record({ text: text(), name: text(), organisation: text() }, 'Quote').required(),
      },
      'CaseStudyArticle',
    ).required(),
    // Where to go next: other work on the site, then the call to action.
    more: record({ intro, links: listOf(link) }, 'MoreWork').required(),
    cta: cta.required(),
  });

  return { pages: pages as Record<string, ObjectSchema<AnyObject>>, caseStudy };
}
