import { graphql, useStaticQuery } from 'gatsby';

/** The public address of the site, set once in gatsby-config.ts (SITE_URL). */
export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site?.siteMetadata?.siteUrl ?? '';
}
