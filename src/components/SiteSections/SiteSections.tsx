import styled from '@emotion/styled';
import { useId } from 'react';
import { eyebrowText } from '../../theme/styles.ts';
import { color, font, layout, mq, space } from '../../theme/tokens.ts';
import type { HeaderNavigation } from '../../types/content.ts';
import { LinkList } from '../ui/LinkList/LinkList.tsx';
import { Band } from '../ui/Section/Section.tsx';
import { headerGroups } from '../../lib/headerGroups.ts';

const Groups = styled.div`
  display: grid;
  gap: ${space[6]};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Title = styled.h2`
  margin-bottom: ${space[2]};
  color: ${color.ink};
  ${eyebrowText}
`;

const Links = styled(LinkList)`
  display: grid;
  li {
    display: grid;
    gap: ${space[1]};
    padding-block: ${space[2]};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.minTarget};
    margin-block: -${space[2]};
    font-weight: ${font.weight.semibold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  span {
    font-size: ${font.size.sm};
    text-wrap: pretty;
  }
`;

interface Props {
  navigation: HeaderNavigation;
  /** The page shown now. */
  pathname: string;
}

/** The site's main sections as the header groups them, each page with its summary: where to go from a dead end. */
export function SiteSections({ navigation, pathname }: Props) {
  const id = useId();
  return (
    <Band>
      <Groups>
        {headerGroups(navigation).map((group, index) => (
          <div key={group.title}>
            <Title id={`${id}-${index}`}>{group.title}</Title>
            <Links links={group.links} pathname={pathname} summaries aria-labelledby={`${id}-${index}`} />
          </div>
        ))}
      </Groups>
    </Band>
  );
}
