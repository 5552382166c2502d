import type { GatsbyConfig } from 'gatsby';
import { pageTypeName } from './gatsby/graphql/schema';
import path from 'node:path';
import { ContentError, readContent } from './gatsby/content/read';
import { unlistedPaths } from './gatsby/content/routes';
import { siteUrlFrom } from './gatsby/site-url';

/** The one setting for the public address of the site: canonical URLs, social cards and the sitemap use it. */
const siteUrl = siteUrlFrom(process.env);

/**
 * The paths the sitemap leaves out, from the content. A content mistake is left to the content check that runs next
 * (gatsby-node.ts, onPreBootstrap), which stops the build listing every problem.
 */
function sitemapExcludes(): string[] {
  try {
    return unlistedPaths(
      readContent({ content: path.resolve(__dirname, 'content'), templates: path.resolve(__dirname, 'src/templates') }),
    );
  } catch (error) {
    if (error instanceof ContentError) return [];
    throw error;
  }
}

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // Every route is a folder with an index.html, so every internal link ends in '/': no redirect on any host.
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-plugin-emotion',
    // sitemap-index.xml and sitemap-0.xml, from siteMetadata.siteUrl; the not-found page and noindex pages are left out.
    { resolve: 'gatsby-plugin-sitemap', options: { excludes: sitemapExcludes() } },
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
