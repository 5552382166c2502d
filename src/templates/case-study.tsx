import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Fragment } from 'react';
import { Hero } from '../components/Hero/Hero.tsx';
import { Article } from '../components/sections/Article/Article.tsx';
import { CaseCards, Evidence, EvidenceChart } from '../components/Island/islands.ts';
import { CallToAction } from '../components/sections/CallToAction/CallToAction.tsx';
import { HeroResult } from '../components/sections/HeroResult/HeroResult.tsx';
import { Section } from '../components/ui/Section/Section.tsx';
import { PageHead } from '../components/Seo/PageHead.tsx';
import { article } from '../components/Seo/structuredData.ts';
import { useSiteContent } from '../hooks/useSiteContent.ts';
import { useSiteUrl } from '../hooks/useSiteUrl.ts';
import type { CaseStudyContext } from '../lib/pageContexts.ts';

export default function CaseStudyTemplate({
  data: { page, words, about, studies },
  pageContext,
}: PageProps<Queries.CaseStudyTemplateQuery, CaseStudyContext>) {
  if (!page || !words) return null;
  const labels = words.study.facts;
  const { evidence } = page;
  // The payback beside the headline figures, where the study has one, with the cost and saving that give it.
  const { payback: paybackLabel, paybackDetail } = words.study.evidence;
  const { cost, saving } = evidence ?? {};
  const results = evidence?.payback
    ? [
        ...page.article.results,
        {
          value: evidence.payback,
          label: paybackLabel,
          detail: cost && saving ? paybackDetail.replaceAll('{cost}', cost).replaceAll('{saving}', saving) : null,
        },
      ]
    : page.article.results;
  const facts = [
    { label: labels.client, value: page.client },
    { label: labels.sector, value: <Link to={page.sectorTo}>{page.sector}</Link> },
    { label: labels.location, value: page.location },
    { label: labels.duration, value: page.duration },
    {
      label: labels.services,
      value: page.services.map((service, index) => (
        <Fragment key={service.route}>
          {index > 0 && ', '}
          <Link to={service.to}>{service.label}</Link>
        </Fragment>
      )),
    },
  ];
  return (
    <>
      <Hero {...page.hero} aside={<HeroResult result={page.article.results[0]!} chart={evidence?.chart} />} />
      <Article
        {...page.article}
        results={results}
        facts={facts}
        lead={evidence?.chart && <EvidenceChart chart={evidence.chart} />}
        proof={
          evidence && (
            <Evidence evidence={evidence} words={words.study.evidence} people={about?.leadership.people ?? []} />
          )
        }
      />
      <Section id="more-work" intro={words.study.more} tone="alt">
        <CaseCards studies={studies.nodes} order={pageContext.studies} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}

export function Head(props: HeadProps<Queries.CaseStudyTemplateQuery>) {
  const siteUrl = useSiteUrl();
  const { site } = useSiteContent();
  const page = props.data.page;
  const data =
    page &&
    article({
      headline: page.hero.heading,
      description: page.seo.description,
      url: `${siteUrl}${props.location.pathname}`,
      image: `${siteUrl}/social-card.png`,
      publisher: site.name,
    });
  return <PageHead {...props} structuredData={data ? [data] : []} />;
}

export const query = graphql`
  query CaseStudyTemplate($id: String!, $studies: [String!]!) {
    page: caseStudyJson(id: { eq: $id }) {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      client
      sector
      sectorTo
      location
      duration
      services {
        route
        label
        to
      }
      article {
        sections {
          heading
          paragraphs
        }
        results {
          value
          label
        }
        image {
          ...WideImage
        }
        quote {
          ...QuoteFields
        }
      }
      evidence {
        ...EvidenceFields
      }
      cta {
        ...CtaFields
      }
    }
    words: caseStudiesPageJson {
      study {
        facts {
          client
          sector
          location
          duration
          services
        }
        more {
          ...IntroFields
        }
        evidence {
          ...EvidenceWords
        }
      }
    }
    about: aboutPageJson {
      leadership {
        people {
          id
          name
          role
          initials
          photo {
            ...PortraitImage
          }
        }
      }
    }
    ...PageStudies
  }
`;
