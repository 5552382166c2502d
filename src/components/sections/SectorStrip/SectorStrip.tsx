import styled from '@emotion/styled';
import { bareList, eyebrowText } from '../../../theme/styles';
import { color, font, mq, space } from '../../../theme/tokens';
import type { ContentIcon } from '../../../types/content';
import { Container } from '../../ui/Container/Container';
import { IconBadge } from '../../ui/IconBadge/IconBadge';

const Strip = styled.section`
  padding-block: ${space[6]};
  border-bottom: 1px solid ${color.border};
  background: ${color.surfaceAlt};
  ${mq.lg} {
    padding-block: ${space[7]};
  }
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${space[5]};
  h2 {
    color: ${color.text};
    ${eyebrowText}
  }
`;

/** Two across on mobile, three from 768 px, all six in one row from 1024 px. */
const Sectors = styled.ul`
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

interface Props {
  heading: string;
  items: readonly { name: string; icon: ContentIcon }[];
}

/** The sectors the company works in, as a quiet strip under the hero: an icon and a name each. */
export function SectorStrip({ heading, items }: Props) {
  return (
    <Strip aria-labelledby="sectors-heading">
      <Inner>
        <h2 id="sectors-heading">{heading}</h2>
        <Sectors>
          {items.map((sector) => (
            <li key={sector.name}>
              <IconBadge icon={sector.icon} small />
              {sector.name}
            </li>
          ))}
        </Sectors>
      </Inner>
    </Strip>
  );
}
