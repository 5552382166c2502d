import styled from '@emotion/styled';
import { bareList } from '../../../theme/styles.ts';
import { color, font, mq, space } from '../../../theme/tokens.ts';
import { CardSurface } from '../../ui/Card/Card.tsx';
import { Eyebrow } from '../../ui/Eyebrow/Eyebrow.ts';
import { MoreLink } from '../../ui/MoreLink/MoreLink.tsx';
import { Tag } from '../../ui/Tag/Tag.ts';
import { SmallChart, type GlanceChart } from './SmallChart.tsx';
import { Sparkline } from './Sparkline.tsx';

/**
 * The card's five parts (eyebrow, title, headline figure, summary, foot) on the five rows its grid cell spans, shared
 * with the other cards of its row (subgrid): titles, figures and tags line up across a row whatever their lengths.
 */
const Surface = styled(CardSurface)`
  display: grid;
  grid-row: span 5;
  grid-template-rows: subgrid;
  row-gap: ${space[4]};
`;

/**
 * The index's lead: narrower than 1024 px a card like the others; from there a card across the row, its parts in the
 * left half, its figure larger, and its chart wide and named in the right half instead of beside the figure.
 */
const LeadSurface = styled(Surface)`
  ${mq.lg} {
    grid-row: auto;
    grid-template-rows: none;
    grid-template-columns: 1fr 1fr;
    column-gap: ${space[8]};
    > * {
      grid-column: 1;
    }
    p > svg {
      display: none;
    }
    p > strong {
      font-size: ${font.size['4xl']};
    }
  }
`;

/** The lead's chart: from 1024 px only, in the right half across the card's rows. */
const Glance = styled.div`
  display: none;
  ${mq.lg} {
    display: grid;
    gap: ${space[3]};
    align-self: center;
    /* Doubled, to outweigh the lead's rule that puts its parts in the left half. */
    && {
      grid-column: 2;
      grid-row: 1 / span 5;
    }
  }
`;

/** The headline result: the figure large, its words after it in the body size, the sparkline beside the figure. */
const Headline = styled.p<{ dark: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  column-gap: ${space[4]};
  align-content: start;
  color: ${({ dark }) => (dark ? color.textOnDark : color.ink)};
  font-weight: ${font.weight.medium};
  > svg {
    grid-area: 1 / 2;
    align-self: center;
  }
  > span {
    grid-column: 1 / -1;
  }
  strong {
    display: block;
    font-size: ${font.size['3xl']};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
`;

/** Tags at the top of the foot's row, the link at its bottom, so those of a row line up. */
const Foot = styled.div`
  display: grid;
  gap: ${space[4]};
  align-content: space-between;
  justify-items: start;
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
  /** Its chart, drawn small beside the headline figure (wide, with its heading, on the lead); none without one. */
  chart?: GlanceChart | null;
  /** The index's first featured study: across the row, its chart wide beside it. */
  lead?: boolean;
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
  chart,
  readMore,
  dark = false,
  lead = false,
}: CaseCardProps) {
  const Frame = lead ? LeadSurface : Surface;
  return (
    <Frame dark={dark} linked>
      <Eyebrow ground={dark ? 'dark' : 'light'}>
        {sector} · {location}
      </Eyebrow>
      <h3>{label}</h3>
      <Headline dark={dark}>
        <strong>{headline.value}</strong>
        {chart && <Sparkline {...chart} dark={dark} />} <span>{headline.label}</span>
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
      {/* For the eye: the figure says it, and the case study has the chart with its table. */}
      {lead && chart && chart.series.length > 1 && (
        <Glance aria-hidden="true">
          <SmallChart chart={chart} dark={dark} />
        </Glance>
      )}
    </Frame>
  );
}
