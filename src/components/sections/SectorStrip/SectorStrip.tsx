import styled from '@emotion/styled';
import { bareList, eyebrowText } from '../../../theme/styles.ts';
import { color, font, mq, space } from '../../../theme/tokens.ts';
import type { ContentIcon } from '../../../types/content.ts';
import { Container } from '../../ui/Container/Container.tsx';
import { IconBadge } from '../../ui/IconBadge/IconBadge.tsx';
import { Picture, type ImageContent } from '../../ui/Picture/Picture.tsx';
import { PagePart } from '../../../../plugins/page-start/part.tsx';

/** Close under the hero: with it, the whole strip stands in a desktop's first screen (1440 × 900). */
const Strip = styled.div`
  padding-block: ${space[6]};
  border-bottom: 1px solid ${color.border};
  background: ${color.surfaceAlt};
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${space[5]};
  & + & {
    margin-top: ${space[6]};
  }
  h2 {
    color: ${color.text};
    ${eyebrowText}
  }
`;

/** Two across on mobile, three from 768 px, all six in one row from 1024 px. */
const Row = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space[4]} ${space[5]};
  ${bareList}
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(6, 1fr);
  }
  li {
    display: flex;
    align-items: center;
    gap: ${space[3]};
    color: ${color.ink};
    font-weight: ${font.weight.semibold};
    line-height: ${font.lineHeight.heading};
  }
`;

/** The logos in the same columns, under the sectors, each at the start of its column. */
const Logos = styled(Row)`
  picture {
    margin: 0;
  }
`;

interface Props {
  heading: string;
  items: readonly { name: string; icon: ContentIcon }[];
  /** Clients' and accreditations' logos, in the same columns under the sectors; left out when the content has none. */
  logos?: { heading: string; items: readonly ImageContent[] } | null;
}

/** The quiet strip under the hero: the sectors the company works in (an icon and a name each), then its logos. */
export function SectorStrip({ heading, items, logos }: Props) {
  return (
    <PagePart>
      <Strip>
        <Inner as="section" aria-labelledby="sectors-heading">
          <h2 id="sectors-heading">{heading}</h2>
          <Row>
            {items.map((sector) => (
              <li key={sector.name}>
                <IconBadge icon={sector.icon} small />
                {sector.name}
              </li>
            ))}
          </Row>
        </Inner>
        {logos && (
          <Inner as="section" aria-labelledby="logos-heading">
            <h2 id="logos-heading">{logos.heading}</h2>
            <Logos>
              {logos.items.map((logo, index) => (
                <li key={index}>
                  <Picture image={logo} />
                </li>
              ))}
            </Logos>
          </Inner>
        )}
      </Strip>
    </PagePart>
  );
}
