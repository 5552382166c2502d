import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useId, type AriaAttributes, type ComponentType, type MouseEventHandler, type ReactNode } from 'react';
import { bareList } from '../../theme/styles';
import type { SummaryLink } from '../../types/content';
import { isCurrent } from './current';

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
  /** The page shown now: its link says so (aria-current). */
  pathname: string;
  /** Show each link's line about its page under it, as its description. */
  summaries?: boolean;
  /** What draws each link: Gatsby's Link unless a styled one is given. */
  link?: ComponentType<LinkProps>;
  onLinkClick?: () => void;
  /** Items before the links, each in its own <li>. */
  children?: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
}

/**
 * The header's lists of links: each marks the current page, and in the drop-downs shows its page's summary
 * beneath, as the link's description (the link's name stays the page's name).
 */
export function MenuLinks({
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
        return (
          <li key={link.to}>
            <LinkTo
              to={link.to}
              onClick={onLinkClick}
              aria-current={isCurrent(link.to, pathname) ? 'page' : undefined}
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
