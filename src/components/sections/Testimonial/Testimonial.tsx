import { graphql } from 'gatsby';
import styled from '@emotion/styled';
import { color, font, radius, space } from '../../../theme/tokens.ts';
import { type ImageContent } from '../../ui/Picture/Picture.tsx';
import { Portrait } from '../../ui/Picture/Portrait.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden.ts';

const Figure = styled.figure<{ centred: boolean }>`
  display: grid;
  gap: ${space[5]};
  max-width: ${font.measure};
  margin: 0 ${({ centred }) => (centred ? 'auto' : 0)};
  padding: ${space[6]};
  /* A white card with an accent edge: it stands out on a white band and on a pale one alike. */
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.decoration};
  border-radius: 0 ${radius.card} ${radius.card} 0;
  background: ${color.surface};
  blockquote {
    margin: 0;
    color: ${color.ink};
    font-size: ${font.size.xl};
    font-weight: ${font.weight.medium};
    line-height: ${font.lineHeight.quote};
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${space[4]};
    color: ${color.text};
  }
  figcaption strong {
    display: block;
    color: ${color.ink};
    font-weight: ${font.weight.semibold};
  }
`;

export interface Quote {
  text: string;
  name: string;
  role?: string | null;
  organisation: string;
  photo?: ImageContent | null;
}

/**
 * A client's words, with who said them: photo (where there is one), name, role and organisation. On the home page
 * (`centred` in its own band) and on each case study that has one.
 */
export function Testimonial({ quote, centred = false }: { quote: Quote; centred?: boolean }) {
  return (
    <Figure centred={centred}>
      <blockquote>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption>
        {quote.photo && <Portrait image={quote.photo} />}
        <span>
          <strong>{quote.name}</strong>
          {/* Read as one line: "name, role, organisation"; shown as two. */}
          <VisuallyHidden>, </VisuallyHidden>
          {[quote.role, quote.organisation].filter(Boolean).join(', ')}
        </span>
      </figcaption>
    </Figure>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment QuoteFields on Quote {
    text
    name
    role
    organisation
    photo {
      ...PortraitImage
    }
  }
`;
