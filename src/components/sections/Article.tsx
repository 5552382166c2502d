import styled from '@emotion/styled';
import { color, font, layout, mq, radius, space } from '../../theme/tokens';
import { eyebrowText } from '../../theme/styles';
import { Container } from '../ui/Container';
import { Picture, type ImageContent } from '../ui/Picture';
import { Stats } from './Stats';

const Body = styled.article`
  display: grid;
  gap: ${space[7]};
  max-width: ${layout.narrow};
  margin-inline: auto;
  padding-block: ${space[8]};
  ${mq.lg} {
    padding-block: ${space[9]};
  }
  h2 {
    margin-bottom: ${space[4]};
    font-size: ${font.size['2xl']};
  }
  section p + p {
    margin-top: ${space[4]};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space[4]};
  margin: 0;
  padding: ${space[5]};
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surfaceAlt};
  ${mq.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  dt {
    color: ${color.slate700};
    ${eyebrowText}
  }
  dd {
    margin: ${space[1]} 0 0;
    color: ${color.ink};
    font-weight: ${font.weight.semibold};
  }
`;

const Quote = styled.figure`
  margin: 0;
  padding: ${space[6]};
  border-left: 4px solid ${color.accent};
  border-radius: 0 ${radius.card} ${radius.card} 0;
  background: ${color.surfaceAlt};
  blockquote {
    margin: 0;
    color: ${color.ink};
    font-size: ${font.size.xl};
    font-weight: ${font.weight.medium};
    line-height: ${font.lineHeight.quote};
  }
  figcaption {
    margin-top: ${space[4]};
    color: ${color.slate700};
    font-weight: ${font.weight.semibold};
  }
`;

interface Props {
  facts: readonly { label: string; value: string }[];
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  results: readonly { value: string; label: string }[];
  image: ImageContent;
  quote: { text: string; name: string; organisation: string };
}

/** The case study article: key facts, illustration, brief, delivery and results, headline figures and a quote. */
export function Article({ facts, sections, results, image, quote }: Props) {
  return (
    <Container>
      <Body>
        <Facts>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </Facts>
        <Picture image={image} />
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <Stats stats={results} />
        <Quote>
          <blockquote>
            <p>{quote.text}</p>
          </blockquote>
          <figcaption>
            {quote.name}, {quote.organisation}
          </figcaption>
        </Quote>
      </Body>
    </Container>
  );
}
