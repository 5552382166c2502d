/**
 * `gatsby` inside the editor's bundle. A preview has no router and no GraphQL: a link is a plain link, a page query
 * is nothing, and a static query answers with the results the preview loaded from the build (./preview.tsx), every
 * query's fields in one object: the site's queries ask for different root fields.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export const graphql = () => null;

let staticResults: Record<string, unknown> = {};
export function setStaticResults(results: Record<string, unknown>) {
  staticResults = results;
}
export const useStaticQuery = () => staticResults;

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; children?: ReactNode };

export function Link({ to, children, ...props }: LinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
