import type { GatsbyConfig } from 'gatsby';
import { pageTypeName } from './gatsby/graphql/schema.ts';
import { siteUrlFrom } from './gatsby/config/site-url.ts';

/** The one setting for the public address of the site: canonical URLs, social cards and the sitemap use it. */
const siteUrl = siteUrlFrom(process.env);

/** A page as the sitemap's query finds it. */
interface SitemapPage {
  path: string;
  pageContext: { unlisted?: boolean } | null;
}

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // Every route is a folder with an index.html, so every internal link ends in '/': no redirect on any host.
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    // How every page starts: one inline boot script, hydration in parts, islands (plugins/page-start/README.md).
    'page-start',
    'gatsby-plugin-emotion',
    // sitemap-index.xml and sitemap-0.xml, from siteMetadata.siteUrl. The not-found page is left out, and so is each
    // page the build marks unlisted (gatsby/pages/plan.ts): noindex pages and the contact page's copies.
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        query: '{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }',
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
          allSitePage.nodes.filter((page) => page.pageContext?.unlisted !== true),
      },
    },
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: `${__dirname}/content` },
    },
    {
      resolve: 'gatsby-transformer-json',
      options: {
        // content/pages/about.json is an AboutPageJson node; site.json is SiteJson, navigation.json NavigationJson,
        // and each file in content/case-studies a CaseStudyJson.
        typeName: ({ node }: { node: { name: string; relativeDirectory: string } }) =>
          node.relativeDirectory === 'pages'
            ? pageTypeName(node.name)
            : node.relativeDirectory === 'case-studies'
              ? 'CaseStudyJson'
              : `${node.name.charAt(0).toUpperCase()}${node.name.slice(1)}Json`,
      },
    },
  ],
};

export default config;
