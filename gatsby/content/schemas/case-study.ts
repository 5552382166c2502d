import type { SectionParts } from './pages/sections.ts';
import { array, number, string, type ObjectShape, type StringSchema, type TestContext } from 'yup';
import { trendSchema } from './artefacts.ts';
import { featuredSchema } from './featured.ts';
import { idSchema } from '../references.ts';
import { paybackMonths } from '../portfolio.ts';
import {
  eachOnce,
  listOf,
  must,
  noHeroPicture,
  optional,
  record,
  routeName,
  statSchema,
  text,
  texts,
  upTo,
  type Vocabulary,
} from './parts.ts';

/** The parts every page's schema shares, made once in pages/sections.ts. */
export type SharedParts = Pick<SectionParts, 'page' | 'intro' | 'cta' | 'quote' | 'section' | 'optionalImage'> & {
  routeNames: readonly string[];
  vocabulary?: Vocabulary;
};

/** Without a vocabulary (for GraphQL types), any of the words; with one, one of its words. */
function oneOf(words: readonly string[] | undefined, fallback: StringSchema<string>, says: string) {
  return words
    ? string()
        .oneOf([...words], `\${path} must be one of ${says}: \${values}`)
        .required()
    : fallback;
}

/** An amount in whole pounds, as a case study's cost and saving are written: £150,000. */
const inPounds = /^£\d{1,3}(,\d{3})*$/;

/**
 * With its cost and yearly saving, a payback must be what they give, within a sixth: £150,000 saving £180,000 a year
 * pays back in 10 months.
 */
function paybackAddsUp(
  this: TestContext,
  evidence: { payback?: string; cost?: string; saving?: string } | null | undefined,
) {
  const { payback, cost, saving } = evidence ?? {};
  if (Boolean(cost) !== Boolean(saving)) {
    const message = `${this.path} must give both the cost and the saving, or neither: the page shows them together`;
    return this.createError({ path: `${this.path}.${cost ? 'saving' : 'cost'}`, message });
  }
  const pounds = (amount = '') => (inPounds.test(amount) ? Number(amount.replace(/[£,]/g, '')) : 0);
  const months = payback ? paybackMonths(payback) : null;
  // A cost or saving that is not an amount in pounds has its own message.
  if (!months || !pounds(cost) || !pounds(saving)) return true;
  const worked = Math.round((pounds(cost) / pounds(saving)) * 12);
  if (Math.abs(worked / months - 1) <= 1 / 6) return true;
  return this.createError({
    path: `${this.path}.payback`,
    message: `${this.path}.payback is ${payback}, but ${cost} saving ${saving} a year pays back in ${worked} months: correct the payback, the cost or the saving`,
  });
}

/**
 * What a case study shows as proof beside its text, each part left out when empty: readings before and after (a
 * chart with its table), the system as a strip from where the data starts to who uses it, the phases of the work
 * with their lengths in weeks, the payback, and the engineers who did it (ids of the people on About).
 */
function evidenceSchema({ intro, vocabulary }: SharedParts) {
  const weeks = number().integer('${path} must be whole weeks').min(1).max(104).required();
  const pounds = must(inPounds, 'be an amount in pounds, e.g. £150,000');
  return optional(
    record(
      {
        chart: trendSchema(intro),
        system: optional(record({ sources: texts(), edge: texts(), platform: texts(), users: texts() }, 'SystemStrip')),
        timeline: array()
          .of(record({ phase: text(), weeks }, 'TimelinePhase'))
          .min(1)
          .default(undefined),
        // Read by the build for the index's middle payback (gatsby/content/portfolio.ts).
        payback: must(/^<?\d+(\.\d+)? (months?|years?)$/, 'be a number of months or years, e.g. 14 months or 2 years'),
        // What makes the payback checkable: the project's cost and what it saves a year, shown under the payback.
        cost: pounds,
        saving: pounds,
        team: array()
          .of(oneOf(vocabulary?.people, idSchema(), 'the ids of the people on the About page'))
          .min(1)
          .test(eachOnce('engineer'))
          .default(undefined),
      },
      'CaseStudyEvidence',
    )
      .meta({ fields: ['teamTo: String! @peoplePath'] })
      .test('payback-adds-up', '', paybackAddsUp),
  );
}

/** A case study's file, and the index of case studies with the words every case study's page shares. */
export function caseStudySchemas(parts: SharedParts) {
  const { routeNames, vocabulary, page, intro, cta, quote, section, optionalImage } = parts;
  // Its name and facts lead, before its hero: the editor opens on its Label, which names its file and address.
  const facts = {
    // Its name on cards and in menus, e.g. "On-Site Energy", and a line of context under it.
    label: upTo(60, 'as its card’s title and in the Case Studies menu'),
    summary: upTo(140, 'on its card'),
    // The month the work was finished: lists run newest first.
    date: must(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, 'be a month written YYYY-MM, e.g. 2025-09').required(),
    sector: oneOf(vocabulary?.sectors, text(), "the home page's sectors"),
    services: array()
      .of(oneOf(vocabulary?.services, routeName(routeNames), 'the services the index filters by'))
      .min(1)
      .test(eachOnce('service'))
      .required()
      .meta({ graphql: '[ServiceLink!] @serviceLinks' }),
    client: text(),
    location: text(),
    duration: text(),
    tags: texts().test(eachOnce('tag')),
  };
  const caseStudy = page(
    {
      article: record(
        {
          sections: listOf(section),
          // The first is the headline figure, on the case study's card wherever it is shown.
          results: listOf(statSchema()),
          image: optionalImage,
          quote: optional(quote),
        },
        'CaseStudyArticle',
      ).required(),
      evidence: evidenceSchema(parts),
      cta: cta.required(),
    },
    facts,
  ).meta({
    fields: ['path: String! @caseStudyPath', 'sectorTo: String! @sectorListing', 'featured: Boolean! @featuredStudy'],
  });

  const words = <S extends ObjectShape>(shape: S, type: string) => record(shape, type).required();
  const index = page({
    perPage: number().integer().min(6).max(60).required(),
    featured: featuredSchema(vocabulary?.studies),
    filters: words(
      {
        label: text(),
        all: text(),
        services: array().of(routeName(routeNames)).min(1).test(eachOnce('service')).required(),
        servicesHeading: text(),
        sectorsHeading: text(),
      },
      'CaseStudyFilters',
    ),
    // The work in figures at the top of the index (gatsby/content/portfolio.ts works them out).
    portfolio: words(
      {
        projects: text(),
        sectors: text(),
        payback: text().meta({ fills: ['count'] }),
        months: text().meta({ fills: ['months'] }),
      },
      'PortfolioWords',
    ),
    pagination: words(
      { label: text(), previous: text(), next: text(), page: text().meta({ fills: ['page', 'pages'] }) },
      'Pagination',
    ),
    study: words(
      {
        facts: words(
          { client: text(), sector: text(), location: text(), duration: text(), services: text() },
          'CaseStudyFactLabels',
        ),
        more: intro,
        // The headings of a case study's evidence, the names of its system's stages, and the words around figures.
        evidence: words(
          {
            system: text(),
            stages: words({ sources: text(), edge: text(), platform: text(), users: text() }, 'SystemStripStages'),
            timeline: text(),
            week: text(),
            weeks: text(),
            payback: text(),
            paybackDetail: must(
              /^(?=[^{}]*\{cost\}[^{}]*\{saving\}[^{}]*$|[^{}]*\{saving\}[^{}]*\{cost\}[^{}]*$)/,
              'say {cost} and {saving} once each, where the project’s cost and its yearly saving go',
            )
              .required()
              .meta({ fills: ['cost', 'saving'] }),
            team: text(),
          },
          'CaseStudyEvidenceWords',
        ),
      },
      'CaseStudyWords',
    ),
    cta: cta.required(),
  });
  return {
    caseStudy: noHeroPicture(
      caseStudy,
      'A case study’s hero shows its headline figure and chart where a picture would go: move the picture from its hero to its article',
    ).test(
      'quote-names-the-client',
      '',
      function quoteNamesTheClient(
        // Loosely typed: the test runs on a study whose own fields failed their checks too, its article left out.
        study: { client?: string; article?: { quote?: { organisation?: string } | null } },
      ) {
        // One way to name a client on its page: the quote's organisation is the client its facts name, both by name
        // (with the speaker's name and portrait) or both anonymous (a role, and the client in words).
        const quote = study.article?.quote;
        if (!quote || quote.organisation === study.client) return true;
        return this.createError({
          path: 'article.quote.organisation',
          message: `The quote’s Organisation, "${quote.organisation}", must be the Client as the facts name it, "${study.client}": name the client the same in both, or keep both anonymous`,
        });
      },
    ),
    index,
  };
}
