import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { bareList, focusRing } from '../../../theme/styles';
import { color, font, layout, motion, radius, space } from '../../../theme/tokens';
import { Glyph } from '../../icons/Glyph';
import { CardSurface } from '../../ui/Card/Card';
import { Eyebrow } from '../../ui/Eyebrow/Eyebrow';
import { Tag } from '../../ui/Tag/Tag';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';

/** Measures the card's width, for the card to lay itself out by it. */
const Frame = styled.div`
  height: 100%;
  container-type: inline-size;
`;

/**
 * The whole card answers to the pointer: its frame and arrow move as the link's would. Given the width of two
 * columns (CardGrid fills its rows that way), the headline figure stands on the right, larger, beside the text.
 */
const Surface = styled(CardSurface)`
  position: relative;
  transition: border-color ${motion.fast};
  @container (min-width: ${layout.wideCard}) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto auto 1fr auto;
    column-gap: ${space[7]};
    > * {
      grid-column: 1;
    }
  }
  &:hover {
    border-color: ${({ dark }) => (dark ? color.borderHoverOnDark : color.borderHover)};
  }
  &:hover a svg {
    transform: translateX(${space[1]});
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

/**
 * The card's one link, at its foot; its box stretches over the whole card, so a press anywhere on the card follows
 * it, while its name stays its own words and the title ("Read Full Case Study, <title>"), which its text holds too,
 * out of sight, for search engines (as MoreLink's).
 */
const CardLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'dark' })<{ dark: boolean }>`
  display: inline-flex;
  color: ${({ dark }) => (dark ? color.linkOnDark : color.link)};
  align-items: center;
  gap: ${space[2]};
  font-weight: ${font.weight.semibold};
  text-decoration: none;
  svg {
    transition: transform ${motion.fast};
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radius.card};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    ${focusRing()}
    outline-color: ${({ dark }) => (dark ? color.focusRingOnDark : color.focusRing)};
  }
  &:hover {
    color: ${({ dark }) => (dark ? color.linkHoverOnDark : color.linkHover)};
    text-decoration: underline;
  }
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
      <Surface dark={dark}>
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
          <CardLink to={to} dark={dark} aria-label={`${readMore}, ${label}`}>
            {readMore}
            <VisuallyHidden>, {label}</VisuallyHidden>
            <Glyph name="arrow-right" size={18} />
          </CardLink>
        </Foot>
      </Surface>
    </Frame>
  );
}
