import styled from '@emotion/styled';
import { bareList } from '../../../theme/styles';
import { color, font, layout, space } from '../../../theme/tokens';
import { CardSurface } from '../../ui/Card/Card';
import { Eyebrow } from '../../ui/Eyebrow/Eyebrow';
import { MoreLink } from '../../ui/MoreLink/MoreLink';
import { Tag } from '../../ui/Tag/Tag';

/** Measures the card's width, for the card to lay itself out by it. */
const Frame = styled.div`
  height: 100%;
  container-type: inline-size;
`;

/**
 * Given the width of two columns (CardGrid fills its rows that way), the headline figure stands on the right,
 * larger, beside the text.
 */
const Surface = styled(CardSurface)`
  @container (min-width: ${layout.wideCard}) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto auto 1fr auto;
    column-gap: ${space[7]};
    > * {
      grid-column: 1;
    }
  }
`;

/** The headline result: the figure large, its words after it in the body size. */
const Headline = styled.p<{ dark: boolean }>`
  color: ${({ dark }) => (dark ? color.textOnDark : color.ink)};
  font-weight: ${font.weight.medium};
  strong {
    display: block;
    font-size: ${font.size['3xl']};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
  @container (min-width: ${layout.wideCard}) {
    && {
      grid-column: 2;
      grid-row: 1 / span 3;
      align-self: center;
      font-size: ${font.size.lg};
    }
    strong {
      font-size: ${font.size['4xl']};
    }
  }
`;

/** Tags and link, held at the card's foot so those of a row line up. */
const Foot = styled.div`
  display: grid;
  gap: ${space[4]};
  justify-items: start;
  margin-top: auto;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  ${bareList}
`;

export interface CaseCardProps {
  /** The case study's page. */
  to: string;
  /** Its name, e.g. "On-Site Energy". */
  label: string;
  summary: string;
  sector: string;
  location: string;
  tags: readonly string[];
  /** The first of its results. */
  headline: { value: string; label: string };
  /** The link's words: "Read Full Case Study". */
  readMore: string;
  /** On a dark band. */
  dark?: boolean;
}

/**
 * A case study in brief, the same wherever one is shown: sector and place, title, the headline figure, a line of
 * context and its tags, the whole card a link to its page.
 */
export function CaseCard({
  to,
  label,
  summary,
  sector,
  location,
  tags,
  headline,
  readMore,
  dark = false,
}: CaseCardProps) {
  return (
    <Frame>
      <Surface dark={dark} linked>
        <Eyebrow ground={dark ? 'dark' : 'light'}>
          {sector} · {location}
        </Eyebrow>
        <h3>{label}</h3>
        <Headline dark={dark}>
          <strong>{headline.value}</strong> {headline.label}
        </Headline>
        <p>{summary}</p>
        <Foot>
          <Tags>
            {tags.map((tag) => (
              <li key={tag}>
                <Tag>{tag}</Tag>
              </li>
            ))}
          </Tags>
          <MoreLink to={to} label={readMore} context={label} ground={dark ? 'dark' : 'light'} stretched />
        </Foot>
      </Surface>
    </Frame>
  );
}
