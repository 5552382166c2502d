import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import styled from '@emotion/styled';
import { bareList, cardFrame } from '../../../theme/styles.ts';
import { color, font, motion, mq, space } from '../../../theme/tokens.ts';
import type { ContentIcon } from '../../../types/content.ts';
import { IconBadge } from '../IconBadge/IconBadge.tsx';
import { MoreLink } from '../MoreLink/MoreLink.tsx';

/**
 * Cards in a grid: one column, two from 768 px, three (or as many as `columns` says) from 1024 px. Every card is one
 * column wide, so a card never stands stretched around its text; where the cards do not divide evenly, the last row
 * is shorter. Where some cards link and others do not, one without a link ends after its text, rather than stand as
 * tall as its row with an empty foot where the others have their link.
 */
export const CardGrid = styled.ul<{ columns?: 2 | 3 | 4 }>`
  display: grid;
  gap: ${space[5]};
  ${bareList}
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(${({ columns = 3 }) => columns}, 1fr);
  }
  &:has(a) > li:not(:has(a)) > * {
    height: auto;
  }
`;

/**
 * A card that is its one link as a whole (the link's box covers it: MoreLink `stretched`). Under the pointer its
 * frame turns `borderHover` on a light tint, as the link underlines and its arrow nudges; its tags, whose own ground
 * is close to that tint, turn white (Tag).
 */
const linkedCard = (dark = false) => css`
  position: relative;
  transition:
    border-color ${motion.fast},
    background-color ${motion.fast};
  &:hover {
    border-color: ${dark ? color.borderHoverOnDark : color.borderHover};
    background-color: ${dark ? color.surfaceHoverOnDark : color.surfaceHover};
    ${dark ? '' : `--tag-ground: ${color.surface};`}
  }
`;

/** The card's frame, for cards whose content is more than icon, title and text. */
export const CardSurface = styled.article<{ dark?: boolean; linked?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  height: 100%;
  padding: ${space[6]};
  ${({ dark }) => cardFrame(dark)}
  h3 {
    font-size: ${font.size.xl};
  }
  > :last-child:is(a, button) {
    margin-top: auto;
    align-self: flex-start;
  }
  ${mq.forcedColors} {
    border-color: CanvasText;
  }
  ${({ dark, linked }) => linked && linkedCard(dark)}
`;

interface Props {
  title: string;
  description: string;
  icon?: ContentIcon;
  dark?: boolean;
  /** Where the card leads, if anywhere: its one link, named by its words and the title; the whole card answers for it. */
  link?: { to: string; label: string } | null;
}

/** A card: icon in a tinted square, title, a short description and, if it leads somewhere, its link at the foot. */
export function Card({ title, description, icon, dark = false, link }: Props) {
  return (
    <CardSurface dark={dark} linked={Boolean(link)}>
      {icon && <IconBadge icon={icon} dark={dark} />}
      <h3>{title}</h3>
      <p>{description}</p>
      {link && <MoreLink to={link.to} label={link.label} context={title} ground={dark ? 'dark' : 'light'} stretched />}
    </CardSurface>
  );
}

interface CardsProps {
  items: readonly Queries.CardFieldsFragment[];
  columns?: 2 | 3 | 4;
}

/** A grid of plain cards, one per item: the card sections of the service pages. */
export function Cards({ items, columns }: CardsProps) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <li key={item.title}>
          <Card {...item} />
        </li>
      ))}
    </CardGrid>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment CardFields on Card {
    title
    description
    icon {
      ...IconShapes
    }
  }
`;
