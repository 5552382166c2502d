import { css } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, font, layout, mq, radius, space } from '../../../theme/tokens.ts';
import { fullRows, termsAndValues } from '../../../theme/styles.ts';
import { type Quote, Testimonial } from '../Testimonial/Testimonial.tsx';
import { Container } from '../../ui/Container/Container.tsx';
import { Picture, type ImageContent } from '../../ui/Picture/Picture.tsx';
import { Stats } from '../Stats/Stats.tsx';
import { PagePart } from '../../../../plugins/page-start/part.tsx';

/**
 * The article on the hero's grid: from 1024 px its text runs under the hero's text, and the key facts and figures
 * stand under the hero's other half (layout.heroColumns, and the hero's gap), staying in view while the
 * text scrolls where the screen is tall enough.
 */
const Body = styled.article`
  display: grid;
  gap: ${space[7]};
  padding-block: ${space[8]};
  ${mq.lg} {
    grid-template-columns: ${layout.heroColumns};
    align-items: start;
    padding-block: ${space[9]};
  }
`;

const Glance = styled.div`
  display: grid;
  gap: ${space[5]};
  ${mq.lg} {
    grid-column: 2;
    grid-row: 1;
  }
  ${mq.lgTall} {
    position: sticky;
    top: calc(${layout.headerHeight} + ${space[6]});
  }
`;

/** The article's running parts: one under another, each headed by an h2. */
const flow = css`
  display: grid;
  gap: ${space[7]};
  h2 {
    margin-bottom: ${space[4]};
    font-size: ${font.size['2xl']};
  }
  section p + p {
    margin-top: ${space[4]};
  }
`;

const Main = styled.div`
  ${flow}
  ${mq.lg} {
    grid-column: 1;
    grid-row: 1;
  }
`;

/**
 * The rest of the proof (the system, the phases of the work, the engineers) across the article's whole width from
 * 1024 px, where the system's four stages and the timeline have room to read; then the client's quote.
 */
const Wide = styled.div`
  ${flow}
  ${mq.lg} {
    grid-column: 1 / -1;
    grid-row: 2;
  }
`;

/** The key facts: two across, four from 768 px, one column beside the text from 1024 px; every row full. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  ${mq.belowMd} {
    ${fullRows(2)}
  }
  gap: ${space[4]};
  margin: 0;
  padding: ${space[5]};
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surfaceAlt};
  ${mq.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  ${mq.mdOnly} {
    ${fullRows(4)}
  }
  ${mq.lg} {
    grid-template-columns: 1fr;
  }
  ${termsAndValues}
  dd {
    font-weight: ${font.weight.semibold};
  }
`;

interface Props {
  facts: readonly { label: string; value: ReactNode }[];
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  /** The headline figures; a figure's detail says what makes it checkable (a payback's cost and saving). */
  results: readonly { value: string; label: string; detail?: string | null }[];
  image?: ImageContent | null;
  quote?: Quote | null;
  /** Proof shown before the text (a chart of before and after), and after it (the system, the phases, the team). */
  lead?: ReactNode;
  proof?: ReactNode;
}

/**
 * The case study article: the key facts and headline figures first (beside the text from 1024 px), then the proof
 * that leads (a chart), the illustration if it has one (a case study's hero holds its figure, never a picture), the
 * brief, the delivery and the results; then, across the whole width, the rest of the proof and the client's quote.
 */
export function Article({ facts, sections, results, image, quote, lead, proof }: Props) {
  return (
    <PagePart>
      <Container>
        <Body>
          <Glance>
            <Facts>
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </Facts>
            <Stats stats={results} columns={2} details />
          </Glance>
          <Main>
            {lead}
            {image && <Picture image={image} />}
            {sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </Main>
          {(Boolean(proof) || quote) && (
            <Wide>
              {proof}
              {quote && <Testimonial quote={quote} />}
            </Wide>
          )}
        </Body>
      </Container>
    </PagePart>
  );
}
