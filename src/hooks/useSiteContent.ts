import { graphql, useStaticQuery } from 'gatsby';

/**
 * Company facts, interface words and navigation from content/site.json and content/navigation.json.
 * The shell reads them here once and hands them down as props, so its components stay easy to test.
 */
export function useSiteContent() {
  const data = useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      siteJson {
        name
        shortName
        founder
        email
        phone
        address {
          streetAddress
          locality
          postalCode
          country
        }
        social {
          label
          icon
          url
        }
        stats {
          value
          label
          detail
        }
        ui {
          skipLink
          homeLink
          menuOpen
          close
          readCaseStudy
          newTab
          copyright
          notFound {
            title
            description
            heading
            text
            homeLink
          }
          error {
            heading
            text
            homeLink
          }
          chart {
            total
            average
            change
            points
          }
        }
      }
      navigationJson {
        header {
          label
          menus {
            label
            caseStudies
            links {
              label
              to
              summary
            }
          }
          linksTitle
          links {
            label
            to
            summary
          }
          cta {
            label
            to
          }
        }
        footer {
          about
          groups {
            title
            links {
              label
              to
            }
          }
          contactTitle
          socialTitle
          legal {
            label
            to
          }
        }
      }
    }
  `);
  if (!data.siteJson || !data.navigationJson) {
    throw new Error('content/site.json and content/navigation.json must exist');
  }
  return { site: data.siteJson, navigation: data.navigationJson };
}
