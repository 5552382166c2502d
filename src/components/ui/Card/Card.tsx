import { graphql } from 'gatsby';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { bareList, cardFrame, fullRows } from '../../../theme/styles';
import { font, mq, space } from '../../../theme/tokens';
import type { ContentIcon } from '../../../types/content';
import { IconBadge } from '../IconBadge/IconBadge';

/**
 * Cards in a grid: one column, two from 768 px, three (or as many as `columns` says) from 1024 px. Whatever the
 * number of cards, every row is full: where they do not divide evenly, the first cards take two columns.
 */
export const CardGrid = styled.ul<{ columns?: 2 | 3 | 4 }>`
  display: grid;
  gap: ${space[5]};
  ${bareList}
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.mdOnly} {
    ${fullRows(2)}
  }
  ${mq.lg} {
    grid-template-columns: repeat(${({ columns = 3 }) => columns}, 1fr);
    ${({ columns = 3 }) => fullRows(columns)}
  }
`;

/** The card's frame, for cards whose content is more than icon, title and text. */
export const CardSurface = styled.article<{ dark?: boolean }>`
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
`;

interface Props {
  title: string;
  description: string;
  icon?: ContentIcon;
  dark?: boolean;
  /** Extra content under the description, such as a link or a list. */
  children?: ReactNode;
}

/** A card: icon in a tinted square, title, a short description and optional extras. */
export function Card({ title, description, icon, dark = false, children }: Props) {
  return (
    <CardSurface dark={dark}>
      {icon && <IconBadge icon={icon} dark={dark} />}
      <h3>{title}</h3>
      <p>{description}</p>
      {children}
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
