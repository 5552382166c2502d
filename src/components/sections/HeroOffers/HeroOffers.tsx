import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { bareList, cardFrame, stretchedLink } from '../../../theme/styles.ts';
import { color, font, mq, radius, space } from '../../../theme/tokens.ts';
import { Glyph } from '../../icons/Glyph.tsx';

/**
 * From 1024 px, in the hero's other half, so the first steps lead the page beside its heading. Below that the form
 * comes first on a phone (its first field in the first screen) and the offers' cards follow it.
 */
const Panel = styled.div`
  display: grid;
  gap: ${space[4]};
  padding: ${space[7]};
  ${cardFrame(true)}
  ${mq.belowLg} {
    display: none;
  }
  ul {
    ${bareList}
    display: grid;
    gap: ${space[3]};
  }
`;

/**
 * A row per offer: its action over how long it takes and its price, an arrow at its end. The link is the action's
 * words, as on the offer's card, stretched over the row so a press anywhere on it follows the link.
 */
const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  column-gap: ${space[4]};
  row-gap: ${space[1]};
  padding: ${space[4]} ${space[5]};
  border: 1px solid ${color.borderOnDark};
  border-radius: ${radius.control};
  a {
    color: ${color.textOnDark};
    font-size: ${font.size.lg};
    font-weight: ${font.weight.semibold};
    text-decoration: none;
    ${stretchedLink(radius.control, true)}
  }
  svg {
    grid-area: 1 / 2 / 3 / 3;
    color: ${color.accentTextOnDark};
  }
  &:hover,
  &:has([aria-current='page']) {
    border-color: ${color.borderHoverOnDark};
    background: ${color.surfaceHoverOnDark};
  }
  /* Forced colours drop the tint: the current offer keeps a system-coloured edge. */
  ${mq.forcedColors} {
    &:has([aria-current='page']) {
      border: 2px solid Highlight;
    }
  }
`;

interface Offer {
  id: string;
  action: string;
  brief: string;
  price: string;
  to: string;
}

interface Props {
  heading: string;
  offers: readonly Offer[];
  /** The offer the page is opened on, marked as the current page. */
  current?: string;
}

/** The first steps a client can buy, in brief, each with a link to the contact form opened on it. */
export function HeroOffers({ heading, offers, current }: Props) {
  if (offers.length === 0) return null;
  return (
    <Panel>
      <h2>{heading}</h2>
      <ul>
        {offers.map((offer) => (
          <Row key={offer.id}>
            <Link to={offer.to} aria-current={offer.id === current ? 'page' : undefined}>
              {offer.action}
            </Link>
            <span>
              {offer.brief} · {offer.price}
            </span>
            <Glyph name="arrow-right" size={20} />
          </Row>
        ))}
      </ul>
    </Panel>
  );
}
