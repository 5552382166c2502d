import fs from 'node:fs';
import path from 'node:path';
import { routes } from '../../gatsby/routes';

const contentDir = path.resolve(__dirname, '../../content');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8'));

interface PageContent {
  /** noindex: a page search engines are asked to leave out, which nothing on the site links to. */
  seo: { title: string; description: string; noindex?: boolean };
  hero: { heading: string; text: string };
}

/** Every route with the content it must show, read from the same files the build reads. */
export const pages = routes.map((route) => ({
  ...route,
  content: readJson(route.file) as PageContent,
}));

/** The pages search engines may list, and the site links to. */
export const listedPages = pages.filter((page) => !page.content.seo.noindex);

export const site = readJson('site.json');

/** The public address the build under test was made for: `npm test` builds with SITE_URL unset as 127.0.0.1:9000. */
export const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:9000';
export const navigation = readJson('navigation.json');

/** The whole content file of one page, for tests that check its sections against what the file says. */
// Typed loosely on purpose: the build checks content shapes; tests read whatever fields they assert on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const pageContent = (route: string): any => readJson(routes.find((r) => r.name === route)!.file);
