import fs from 'node:fs';
import path from 'node:path';
import { contentIn } from '../fixtures/real-content';

/** What every page's file holds, which the tests of every page read. */
interface PageContent {
  /** noindex: a page search engines are asked to leave out, which nothing on the site links to. */
  seo: { title: string; description: string; noindex?: boolean };
  hero: { heading: string; text: string };
}

/** Text to match literally inside a regular expression, whatever punctuation content gives it. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words of a content folder, as tests that press and read the pages need them: the site's own content/ for the
 * tests of the live content, the frozen copy for the screenshots (tests/visual/content).
 */
export function wordsIn(dir: string) {
  // Typed loosely on purpose: the build checks content shapes; tests read whatever fields they assert on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const readJson = (file: string): any => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const site = readJson('site.json');
  const form = readJson('form.json');

  const everyRoute = contentIn(dir).routes.map((route) => ({ ...route, content: readJson(route.file) as PageContent }));
  const isStudy = (route: { template: string }) => route.template === 'case-study';
  const plainStudy = everyRoute.find((route) => {
    const { article } = route.content as PageContent & { article?: { quote?: object; image?: object } };
    return isStudy(route) && !article?.quote && !article?.image;
  });

  return {
    site,
    form,
    navigation: readJson('navigation.json'),
    /**
     * One of each kind of page, which the browser tests visit one by one (accessibility, screenshots, head tags,
     * the policy): every route of routes.json, and of the case studies, which share one template, the spec's (with
     * an illustration and a quote) and the first without either. The whole collection is checked by the build's
     * HTML and link checks and by tests/e2e/pages/case-studies.spec.ts, so the browser suite does not grow with it.
     */
    pages: everyRoute.filter(
      (route) => !isStudy(route) || route.name === 'case-study-onsite-energy' || route === plainStudy,
    ),
    /** The whole content file of one page, for tests that check its sections against what the file says. */
    pageContent: (route: string) => readJson(everyRoute.find((r) => r.name === route)!.file),
    /** Text as the build fills it: {founder}, {company} and {email} become the company's facts (gatsby/graphql/schema.ts). */
    fill: (text: string): string =>
      text
        .replace(/\{founder\}/g, site.founder)
        .replace(/\{company\}/g, site.name)
        .replace(/\{email\}/g, site.email),
    /** A contact form field's accessible name, by its key in form.json: its label, then its required mark. */
    inputName: (input: 'name' | 'email' | 'message') => new RegExp(`^${literally(form.inputs[input].label)}`),
  };
}

export type Words = ReturnType<typeof wordsIn>;
