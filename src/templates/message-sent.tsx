import styled from '@emotion/styled';
import { graphql, type PageProps } from 'gatsby';
import { Hero } from '../components/Hero/Hero';
import { PageHead } from '../components/Seo/PageHead';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Section } from '../components/ui/Section';
import { bareList } from '../theme/styles';
import { color, font, radius, space } from '../theme/tokens';

const Steps = styled.ol`
  display: grid;
  gap: ${space[5]};
  max-width: ${font.measure};
  ${bareList}
  counter-reset: step;
  li {
    display: grid;
    grid-template-columns: ${space[7]} 1fr;
    gap: ${space[4]};
    align-items: start;
    font-size: ${font.size.lg};
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    aspect-ratio: 1;
    border-radius: ${radius.control};
    background: ${color.surfaceAlt};
    color: ${color.accentDark};
    font-weight: ${font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  margin-top: ${space[7]};
`;

/**
 * Where the form provider sends a visitor whose browser posted the contact form itself (JavaScript off or failed):
 * the message was sent, and what happens next. Search engines leave it out.
 */
export default function MessageSentTemplate({ data: { page } }: PageProps<Queries.MessageSentTemplateQuery>) {
  if (!page) return null;
  const { next } = page;
  return (
    <>
      <Hero {...page.hero} />
      <Section id="next" intro={next.intro}>
        <Steps>
          {next.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
        <Actions>
          {next.actions.map((action, index) => (
            <ButtonLink key={action.to} to={action.to} variant={index === 0 ? 'primary' : 'secondary'}>
              {action.label}
            </ButtonLink>
          ))}
        </Actions>
      </Section>
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query MessageSentTemplate {
    page: messageSentPageJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      next {
        intro {
          ...IntroFields
        }
        steps
        actions {
          label
          to
        }
      }
    }
  }
`;
