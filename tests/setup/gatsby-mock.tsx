/**
 * Gatsby for Jest: Link renders a plain anchor, queries are compiled away at build time so `graphql` is inert,
 * and `useStaticQuery` is a mock each test fills with fixture content.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
}

export const navigate = jest.fn();

/** Like Gatsby's Link, a click navigates in the app (here: calls the `navigate` mock) instead of loading a page. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _activeClassName, partiallyActive: _partiallyActive, onClick, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
      {...rest}
    />
  );
});

export const graphql = () => '';
export const useStaticQuery = jest.fn();
export const withPrefix = (path: string) => path;
