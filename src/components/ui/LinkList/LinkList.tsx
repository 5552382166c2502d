import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useId, type AriaAttributes, type ComponentType, type MouseEventHandler, type ReactNode } from 'react';
import { isCurrent } from '../../../lib/current.ts';
import { bareList } from '../../../theme/styles.ts';
import type { SummaryLink } from '../../../types/content.ts';

const List = styled.ul`
  ${bareList}
`;

interface LinkProps {
  to: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-current'?: AriaAttributes['aria-current'];
  'aria-describedby'?: string;
  children?: ReactNode;
}

interface Props {
  links: readonly SummaryLink[];
  /** The page shown now, where the list knows it: its link says so (aria-current). */
  pathname?: string;
  /** Show each link's line about its page under it, as its description. */
  summaries?: boolean;
  /** What draws each link: Gatsby's Link unless a styled one is given. */
  link?: ComponentType<LinkProps>;
  /** Called when any of the links is clicked, e.g. to close the menu the list is in. */
  onLinkClick?: () => void;
  /** Items before the links, each in its own <li> (the header's drop-down menus). */
  children?: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
}

/**
 * A list of internal links without bullets: the header's bar, menus and drop-downs, the footer's groups and legal
 * links. Where the list knows the page shown now, its link says so; in the drop-downs each link has its page's
 * summary beneath, as its description (the link's name stays the page's name).
 */
export function LinkList({
  links,
  pathname,
  summaries = false,
  link: LinkTo = Link,
  onLinkClick,
  children,
  ...rest
}: Props) {
  const id = useId();
  return (
    <List {...rest}>
      {children}
      {links.map((link, index) => {
        const summary = summaries ? link.summary : null;
        const summaryId = `${id}summary-${index}`;
        const current = pathname !== undefined && isCurrent(link.to, pathname);
        return (
          <li key={link.to}>
            <LinkTo
              to={link.to}
              onClick={onLinkClick}
              aria-current={current ? 'page' : undefined}
              aria-describedby={summary ? summaryId : undefined}
            >
              {link.label}
            </LinkTo>
            {summary && <span id={summaryId}>{summary}</span>}
          </li>
        );
      })}
    </List>
  );
}
