import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, font, layout, radius, space } from '../../theme/tokens';
import { CardSurface } from '../ui/Card';
import { Checklist } from '../ui/Checklist';
import { Eyebrow } from '../ui/Eyebrow';
import { Picture, type ImageContent } from '../ui/Picture';

/** The results, kept at the card's foot so those of a row line up, above its button if it has one. */
const Outcomes = styled(Checklist)`
  margin-top: auto;
  padding: ${space[4]};
  border-left: 3px solid ${color.accent};
  border-radius: 0 ${radius.control} ${radius.control} 0;
  background: ${color.surfaceAlt};
  color: ${color.ink};
  font-weight: ${font.weight.medium};
`;

const Foot = styled.div`
  display: flex;
`;

/** Measures the card's width, for the card to lay itself out by it. */
const Frame = styled.div`
  height: 100%;
  container-type: inline-size;
`;

/** A card widened to two columns (CardGrid fills its rows that way) sets its picture beside its text. */
const Surface = styled(CardSurface)`
  @container (min-width: ${layout.wideCard}) {
    &:has(> picture) {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: ${space[6]};
      align-items: center;
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[4]};
`;

export interface CaseCardProps {
  /** The sector or the client, above the title. */
  eyebrow: string;
  title: string;
  description: string;
  outcomes: readonly string[];
  image?: ImageContent;
  /** A button or link at the card's foot. */
  action?: ReactNode;
}

/**
 * A case in brief, the same on every page that shows one: optional illustration, sector or client, title, what we
 * did, then the results in a tinted box and any button, both held at the card's foot. Given the width of two
 * columns, it puts its illustration beside the rest.
 */
export function CaseCard({ eyebrow, title, description, outcomes, image, action }: CaseCardProps) {
  return (
    <Frame>
      <Surface>
        {image && <Picture image={image} />}
        <Body>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h3>{title}</h3>
          <p>{description}</p>
          <Outcomes items={outcomes} />
          {action && <Foot>{action}</Foot>}
        </Body>
      </Surface>
    </Frame>
  );
}
