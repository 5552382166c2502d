import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type {
  BuildArgs,
  CreatePagesArgs,
  CreateSchemaCustomizationArgs,
  GatsbyNode,
  ParentSpanPluginArgs,
} from 'gatsby';
import { writeAdmin } from './gatsby/editor/admin.ts';
import { brokenAnchors, pageParts } from './gatsby/post-build/anchors.ts';
import { readBuild } from './gatsby/built/build.ts';
import { writeFont } from './gatsby/font/subset.ts';
import { writeHeaders } from './gatsby/post-build/headers.ts';
import { writePagePolicy } from './gatsby/post-build/page-policy.ts';
import { writeBuildFiles } from './gatsby/post-build/site-files.ts';
import { sitePages } from './gatsby/pages/plan.ts';
import { exampleDetails, launchMessage, verdict } from './gatsby/launch/check.ts';
import { plainErrors } from './gatsby/errors/plain-errors.ts';
import { ContentError, readContent, type Content } from './gatsby/content/read.ts';
import { templateFile } from './gatsby/content/validate.ts';
import { createSchemaCustomization as customizeSchema } from './gatsby/graphql/schema.ts';
import { siteUrlFrom } from './gatsby/config/site-url.ts';
import { encodeAvifAtEffort } from './gatsby/images/avif-effort.ts';

const dirs = {
  content: path.resolve(__dirname, 'content'),
  project: __dirname,
};

encodeAvifAtEffort(sharp);

let snapshot: Content | undefined;
/**
 * The content, read and checked once, on first use: every step takes it from here. `gatsby develop` makes the
 * pages again when content changes (createPages), so there it is read again first.
 */
const content = () => (snapshot ??= readContent(dirs));
const developing = process.env.gatsby_executing_command === 'develop';

/**
 * Stops the build with one line per broken content field, instead of a GraphQL stack trace later on; then the
 * launch check (gatsby/launch/check.ts) lists the example details still in the content, and stops a production
 * build that has any unless it is a demo; then writes the web font cut down to the content's characters.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = plainErrors<ParentSpanPluginArgs>(
  'Checking the content',
  async ({ reporter }) => {
    try {
      content();
    } catch (error) {
      if (error instanceof ContentError) reporter.panic(error.message);
      throw error;
    }
    const details = exampleDetails(content().files, process.env);
    const outcome = verdict(details, siteUrlFrom(process.env), process.env);
    if (outcome === 'stop') reporter.panic(launchMessage(details, outcome));
    else if (outcome !== 'pass') reporter.warn(launchMessage(details, outcome));
    await writeFont(content().files);
  },
);

/** The GraphQL types of the content, and the resolvers of its fields (gatsby/graphql/schema.ts). */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (
  args: CreateSchemaCustomizationArgs,
) => customizeSchema(args, content());

/**
 * Every page of gatsby/pages/plan.ts: the routes of content/routes.json, each case study, the case-study index's
 * pages. Pages name the case studies they show by file; their queries find them by node id.
 */
export const createPages: GatsbyNode['createPages'] = plainErrors<CreatePagesArgs>('Making the pages', async (args) => {
  const { actions, reporter } = args;
  const result = await args.graphql<{ allCaseStudyJson: { nodes: { id: string; parent: { name: string } }[] } }>(
    '{ allCaseStudyJson { nodes { id parent { ... on File { name } } } } }',
  );
  // GraphQL's errors, which Gatsby's types leave as any.
  if (result.errors) reporter.panic('Could not list the case studies', result.errors as Error[]);
  const ids = new Map(result.data!.allCaseStudyJson.nodes.map((node) => [node.parent.name, node.id]));
  const idOf = (name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`no GraphQL node for the case study content/case-studies/${name}.json`);
    return id;
  };
  if (developing) snapshot = undefined;
  for (const { path: pagePath, template, context } of sitePages(content())) {
    const { name, studies, ...rest } = context;
    actions.createPage({
      path: pagePath,
      component: templateFile(dirs.project, template),
      context: {
        ...rest,
        ...(name === undefined ? {} : { id: idOf(name) }),
        ...(studies ? { studies: studies.map(idOf) } : {}),
      },
    });
  }
});

/**
 * After the build, and after the page-start plugin (plugins/page-start) has put its boot script in every page: the
 * files that need the site's address (manifest, robots.txt), then, from one reading of the build, a check that every
 * link to a part of a page finds it (gatsby/post-build/anchors.ts), every page's policy, which allows the boot script
 * (gatsby/post-build/page-policy.ts), `_headers`, and the content editor, bundled into public/admin/
 * (gatsby/editor/admin.ts).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = plainErrors<BuildArgs>(
  'Checking links to parts of pages, then writing the policies, _headers and the editor',
  async (args) => {
    const result = await args.graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
      '{ site { siteMetadata { siteUrl } } }',
    );
    const siteUrl = result.data?.site.siteMetadata.siteUrl ?? '';
    const publicDir = path.resolve(__dirname, 'public');
    writeBuildFiles(publicDir, content().site, siteUrl);
    const build = readBuild(publicDir);
    const broken = brokenAnchors(build, content().files);
    if (broken.length > 0) throw new Error(`a link goes to no part of its page:\n${broken.join('\n')}`);
    await writePagePolicy(build, siteUrl);
    writeHeaders(build);
    await writeAdmin(publicDir, content(), pageParts(build));
  },
);

/**
 * Two react-aria modules swapped for the site's own: inertValue, whose inert="true" is invalid HTML on React 18
 * (src/lib/inertValue.ts writes inert=""), and useDefaultLocale, which asks Intl for the browser's locale while
 * the code loads, at a cost felt on phones, for an answer the site never uses (src/lib/defaultLocale.ts).
 */
const defaultLocale = {
  module: path.resolve(__dirname, 'node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs'),
  replacement: path.resolve(__dirname, 'src/lib/defaultLocale.ts'),
};

/** Gatsby's maker of webpack's NormalModuleReplacementPlugin, which its types leave as Function. */
type ReplaceModules = (request: RegExp, replace: (resource: { context: string; request: string }) => void) => unknown;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, reporter }) => {
  if (!fs.existsSync(defaultLocale.module))
    reporter.panic(`react-aria has moved ${defaultLocale.module}; update gatsby-node.ts.`);
  actions.setWebpackConfig({
    resolve: { alias: { 'react-aria/private/utils/inertValue$': path.resolve(__dirname, 'src/lib/inertValue.ts') } },
    plugins: [
      // react-aria imports it by relative path, so the request is rewritten before it is resolved.
      (plugins.normalModuleReplacement as ReplaceModules)(/useDefaultLocale\.mjs$/, (resource) => {
        if (path.resolve(resource.context, resource.request) === defaultLocale.module)
          resource.request = defaultLocale.replacement;
      }),
    ],
  });
};
