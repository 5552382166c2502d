import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero.tsx';
import { CallToAction } from '../components/sections/CallToAction/CallToAction.tsx';
import { CaseCards } from '../components/Island/islands.ts';
import { CaseFilters } from '../components/sections/CaseFilters/CaseFilters.tsx';
import { Seo } from '../components/Seo/Seo.tsx';
import { Stats } from '../components/sections/Stats/Stats.tsx';
import { Pagination } from '../components/ui/Pagination/Pagination.tsx';
import { Section } from '../components/ui/Section/Section.tsx';
import type { ListingContext, Portfolio } from '../lib/pageContexts.ts';

/** The anchor of the listing: filters and pages lead to it, so the visitor stays where the cards are. */
const anchor = 'listing';

/** The filter a page lists, if any, and the words of its title: "Case Studies: Water, Page 2 of 3". */
function describe(
  page: NonNullable<Queries.CaseStudiesTemplateQuery['page']>,
  { listing, filters, page: at, pages }: ListingContext,
) {
  const filter = filters.find((candidate) => candidate.to === listing);
  const parts = [filter ? `${page.seo.title}: ${filter.label}` : page.seo.title];
  if (at > 1) parts.push(page.pagination.page.replace('{page}', String(at)).replace('{pages}', String(pages)));
  return { filter, title: parts.join(', ') };
}

type PortfolioWords = NonNullable<Queries.CaseStudiesTemplateQuery['page']>['portfolio'];

/** The work in figures, as the hero states them: projects, sectors, and the middle payback where any is stated. */
function figuresOf({ projects, sectors, payback }: Portfolio, words: PortfolioWords) {
  return [
    { value: String(projects), label: words.projects },
    { value: String(sectors), label: words.sectors },
    ...(payback
      ? [
          {
            value: words.months.replace('{months}', String(payback.months)),
            label: words.payback.replace('{count}', String(payback.of)),
          },
        ]
      : []),
  ];
}

export default function CaseStudiesTemplate({
  data: { page, studies },
  pageContext,
}: PageProps<Queries.CaseStudiesTemplateQuery, ListingContext>) {
  if (!page) return null;
  const { filter } = describe(page, pageContext);
  // As many across as there are: two when no case study states a payback.
  const figures = figuresOf(pageContext.portfolio, page.portfolio);
  return (
    <>
      <Hero {...page.hero} proof={<Stats stats={figures} dark columns={figures.length === 3 ? 3 : 2} />} />
      <Section id={anchor} intro={{ eyebrow: null, heading: filter ? filter.label : page.filters.all, intro: null }}>
        <CaseFilters
          label={page.filters.label}
          all={{ label: page.filters.all, to: pageContext.index, count: pageContext.total }}
          filters={pageContext.filters}
          headings={{ service: page.filters.servicesHeading, sector: page.filters.sectorsHeading }}
          current={pageContext.listing}
          anchor={anchor}
        />
        <CaseCards studies={studies.nodes} order={pageContext.studies} lead={!filter && pageContext.page === 1} />
        <Pagination
          base={pageContext.listing}
          page={pageContext.page}
          pages={pageContext.pages}
          words={page.pagination}
          anchor={anchor}
        />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.CaseStudiesTemplateQuery, ListingContext>) {
  if (!data.page) return null;
  return (
    <Seo
      title={describe(data.page, pageContext).title}
      description={data.page.seo.description}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query CaseStudiesTemplate($studies: [String!]!) {
    page: caseStudiesPageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      filters {
        label
        all
        servicesHeading
        sectorsHeading
      }
      portfolio {
        projects
        sectors
        payback
        months
      }
      pagination {
        label
        previous
        next
        page
      }
      cta {
        ...CtaFields
      }
    }
    ...PageStudies
  }
`;
