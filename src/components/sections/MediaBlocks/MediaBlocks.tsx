import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { bareList } from '../../../theme/styles.ts';
import { mq, space } from '../../../theme/tokens.ts';
import { Checklist } from '../../ui/Checklist/Checklist.tsx';
import { Picture, type ImageContent } from '../../ui/Picture/Picture.tsx';
import { ItemText } from '../../ui/Prose/Prose.tsx';

const List = styled.ol`
  display: grid;
  gap: ${space[8]};
  ${bareList}
  ${mq.lg} {
    gap: ${space[9]};
  }
`;

const Block = styled.li`
  display: grid;
  gap: ${space[6]};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: 1fr 1fr;
    gap: ${space[8]};
    &:nth-of-type(even) > :first-child {
      order: 2;
    }
  }
`;

export interface MediaItem {
  title: string;
  description: string;
  image: ImageContent;
  features?: readonly string[];
}

interface Props<Item extends MediaItem> {
  items: readonly Item[];
  /** What an item's text leads with, under its heading, such as a result of its work. */
  lead?: (item: Item) => ReactNode;
  /** Extra content under an item's text, such as its link. */
  footer?: (item: Item) => ReactNode;
}

/** Image and text side by side, alternating sides on desktop; image first on mobile. */
export function MediaBlocks<Item extends MediaItem>({ items, lead, footer }: Props<Item>) {
  return (
    <List>
      {items.map((item) => (
        <Block key={item.title}>
          <Picture image={item.image} />
          <ItemText>
            <h3>{item.title}</h3>
            {lead?.(item)}
            <p>{item.description}</p>
            {item.features && <Checklist items={item.features} />}
            {footer?.(item)}
          </ItemText>
        </Block>
      ))}
    </List>
  );
}
