import styled from '@emotion/styled';
import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero';
import { PageHead } from '../components/Seo/PageHead';
import { Band } from '../components/ui/Section';
import { Prose } from '../components/ui/Prose';
import { color, font, space } from '../theme/tokens';

const Notice = styled(Prose)`
  margin-inline: auto;
  gap: ${space[6]};
  h2 {
    margin-bottom: ${space[3]};
    font-size: ${font.size['2xl']};
  }
  section p + p {
    margin-top: ${space[3]};
  }
`;

const Updated = styled.p`
  color: ${color.slate700};
  font-size: ${font.size.sm};
`;

export default function PrivacyTemplate({ data: { page } }: PageProps<Queries.PrivacyTemplateQuery>) {
  if (!page) return null;
  return (
    <>
      <Hero {...page.hero} />
      <Band>
        <Notice>
          <Updated>{page.updated}</Updated>
          {page.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </Notice>
      </Band>
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query PrivacyTemplate {
    page: privacyPageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      updated
      sections {
        heading
        paragraphs
      }
    }
  }
`;
