import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero.tsx';
import { CloudSupportList } from '../components/sections/CloudSupportList/CloudSupportList.tsx';
import { ComingSoon } from '../components/sections/ComingSoon/ComingSoon.tsx';
import { ConfigFile } from '../components/sections/ConfigFile/ConfigFile.tsx';
import { SpecTable } from '../components/sections/SpecTable/SpecTable.tsx';
import { PageHead } from '../components/Seo/PageHead.tsx';
import { softwareApplication } from '../components/Seo/structuredData.ts';
import { useSiteUrl } from '../hooks/useSiteUrl.ts';
import { Cards } from '../components/ui/Card/Card.tsx';
import { Section } from '../components/ui/Section/Section.tsx';

export default function EdgeBridgeTemplate({ data: { page } }: PageProps<Queries.EdgeBridgeTemplateQuery>) {
  if (!page) return null;
  const { features, cloudSupport, specification, configuration, comingSoon } = page;
  return (
    <>
      <Hero {...page.hero} />
      <Section id="features" intro={features.intro}>
        <Cards items={features.items} />
      </Section>
      <Section id="cloud-support" intro={cloudSupport.intro} tone="alt">
        <CloudSupportList items={cloudSupport.items} />
      </Section>
      {specification && (
        <Section id="specification" intro={specification.intro}>
          <SpecTable rows={specification.rows} labelledBy="specification-heading" />
        </Section>
      )}
      {configuration && (
        <Section id="configuration" intro={configuration.intro} tone={specification ? 'alt' : undefined}>
          <ConfigFile config={configuration} />
        </Section>
      )}
      <ComingSoon {...comingSoon} />
    </>
  );
}

export function Head(props: HeadProps<Queries.EdgeBridgeTemplateQuery>) {
  const siteUrl = useSiteUrl();
  const page = props.data.page;
  const product =
    page &&
    softwareApplication({
      name: page.hero.heading,
      description: page.seo.description,
      url: `${siteUrl}${props.location.pathname}`,
    });
  return <PageHead {...props} structuredData={product ? [product] : []} />;
}

export const query = graphql`
  query EdgeBridgeTemplate {
    page: edgeBridgePageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      features {
        intro {
          ...IntroFields
        }
        items {
          ...CardFields
        }
      }
      cloudSupport {
        intro {
          ...IntroFields
        }
        items {
          name
          description
        }
      }
      specification {
        intro {
          ...IntroFields
        }
        rows {
          label
          value
        }
      }
      configuration {
        intro {
          ...IntroFields
        }
        ...ConfigFileFields
      }
      comingSoon {
        eyebrow
        heading
        text
        platforms
        action {
          label
          to
        }
      }
    }
  }
`;
