import { graphql } from 'gatsby';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, font, layout, mq, space } from '../../../theme/tokens.ts';
import { darkGround, sectionHeadingSize } from '../../../theme/styles.ts';
import { Container } from '../Container/Container.tsx';
import { Eyebrow } from '../Eyebrow/Eyebrow.ts';
import { PagePart } from '../../../../plugins/page-start/part.tsx';

export type Tone = 'light' | 'alt' | 'dark';

const BandBox = styled.section<{ tone: Tone }>`
  padding-block: ${space[8]};
  background: ${({ tone }) => (tone === 'alt' ? color.surfaceAlt : color.surface)};
  color: ${color.text};
  ${mq.lg} {
    padding-block: ${space[9]};
  }
  ${({ tone }) => tone === 'dark' && darkGround}
`;

/** A split band: from 1024 px its header stands beside the content, a third of the width, and stays in view. */
const Split = styled(Container)`
  ${mq.lg} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${space[8]};
    align-items: start;
    > header {
      position: sticky;
      top: calc(${layout.headerHeight} + ${space[6]});
      margin-bottom: 0;
    }
  }
`;

const Header = styled.header<{ tone: Tone }>`
  display: grid;
  gap: ${space[3]};
  justify-items: start;
  max-width: ${layout.narrow};
  margin-bottom: ${space[7]};
  h2 {
    ${sectionHeadingSize(true)}
    letter-spacing: ${font.tracking.heading};
  }
  > p {
    font-size: ${font.size.lg};
  }
`;

interface Props {
  /** Used for the heading's id (the section is labelled by it) and as an anchor. */
  id: string;
  intro: Queries.IntroFieldsFragment;
  tone?: Tone;
  /** The header beside the content from 1024 px rather than above it, for a single column of content. */
  split?: boolean;
  /** Under the header's intro, such as a link. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A band of the page with its header: eyebrow, h2 and one-sentence intro, then its content. Its tone is in
 * data-tone, so what follows can set its spacing by it (CallToAction.tsx).
 */
export function Section({ id, intro, tone = 'light', split = false, aside, children }: Props) {
  const Inner = split ? Split : Container;
  return (
    <PagePart>
      <BandBox id={id} tone={tone} data-tone={tone} aria-labelledby={`${id}-heading`}>
        <Inner>
          <Header tone={tone}>
            {intro.eyebrow && <Eyebrow ground={tone === 'dark' ? 'dark' : 'light'}>{intro.eyebrow}</Eyebrow>}
            <h2 id={`${id}-heading`}>{intro.heading}</h2>
            {intro.intro && <p>{intro.intro}</p>}
            {aside}
          </Header>
          {split ? <div>{children}</div> : children}
        </Inner>
      </BandBox>
    </PagePart>
  );
}

/** A band with the section spacing but no header of its own, for content that brings its own heading. */
export function Band({ tone = 'light', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <PagePart>
      <BandBox as="div" tone={tone} data-tone={tone}>
        <Container>{children}</Container>
      </BandBox>
    </PagePart>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment IntroFields on SectionIntro {
    eyebrow
    heading
    intro
  }
`;
