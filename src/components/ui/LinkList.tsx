import styled from '@emotion/styled';
import { Link } from 'gatsby';
import type { ComponentType, MouseEventHandler, ReactNode } from 'react';
import { bareList } from '../../theme/styles';
import type { ContentLink } from '../../types/content';

const List = styled.ul`
  ${bareList}
`;

interface LinkProps {
  to: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children?: ReactNode;
}

interface Props {
  links: readonly ContentLink[];
  /** What draws each link: Gatsby's Link unless a styled one is given. */
  link?: ComponentType<LinkProps>;
  /** Called when any of the links is clicked, e.g. to close the menu the list is in. */
  onLinkClick?: () => void;
  /** Items before the links, each in its own <li>. */
  children?: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
}

/** A list of internal links without bullets: the header's menus, the footer's groups and legal links. */
export function LinkList({ links, link: LinkTo = Link, onLinkClick, children, className, ...rest }: Props) {
  return (
    <List className={className} {...rest}>
      {children}
      {links.map((link) => (
        <li key={link.to}>
          <LinkTo to={link.to} onClick={onLinkClick}>
            {link.label}
          </LinkTo>
        </li>
      ))}
    </List>
  );
}
