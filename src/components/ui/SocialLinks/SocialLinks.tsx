import styled from '@emotion/styled';
import type { SocialLink } from '../../../types/content.ts';
import { bareList } from '../../../theme/styles.ts';
import { color, layout, space } from '../../../theme/tokens.ts';
import { SocialIcon } from '../../icons/SocialIcon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.ts';

const List = styled.ul<{ dark: boolean }>`
  display: flex;
  gap: ${space[2]};
  ${bareList}
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${layout.minTarget};
    height: ${layout.minTarget};
    border: 1px solid ${({ dark }) => (dark ? color.borderOnDark : color.border)};
    border-radius: ${layout.minTarget};
    color: ${({ dark }) => (dark ? color.textOnDark : color.ink)};
  }
  a:hover {
    color: ${({ dark }) => (dark ? color.linkOnDark : color.link)};
  }
`;

interface Props {
  links: readonly SocialLink[];
  /** Said after each network's name, e.g. "opens in a new tab". */
  newTabNote: string;
  dark?: boolean;
}

/** The company's social profiles: icon links that open in a new tab, safely, and say so to screen readers. */
export function SocialLinks({ links, newTabNote, dark = false }: Props) {
  return (
    <List dark={dark}>
      {links.map((social) => (
        <li key={social.url}>
          <a href={social.url} target="_blank" rel="noopener noreferrer">
            <SocialIcon name={social.icon} />
            <VisuallyHidden>
              {social.label} ({newTabNote})
            </VisuallyHidden>
          </a>
        </li>
      ))}
    </List>
  );
}
