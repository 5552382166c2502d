import { contentIn } from '../fixtures/real-content.ts';
import type { CaseStudy, PageFile, PageFiles as SchemaPages } from '../../gatsby/content/read.ts';
import { caseStudyRoute } from '../../gatsby/content/routes.ts';

/** Each page's file by its route's name, and the case study the spec describes. */
type PageFiles = SchemaPages & { 'case-study-onsite-energy': Omit<CaseStudy, 'name'> };

/** Text to match literally inside a regular expression, whatever punctuation content gives it. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A part of a page that the content may leave out and a test checks: returned, or the test stops naming it. The
 * spec's pages have every such part; an owner who removes one sees which test described it.
 */
export function present<T>(part: T | null | undefined, what: string): T {
  if (part === undefined || part === null) throw new Error(`The content has no ${what}, which this test checks`);
  return part;
}

/**
 * The words of a content folder, as tests that press and read the pages need them: the site's own content/ for the
 * tests of the live content, the frozen copy for the screenshots (tests/visual/content).
 */
export function wordsIn(dir: string) {
  const content = contentIn(dir);
  const { site, form, navigation } = content;
  const everyRoute = content.routes.map((route) => ({ ...route, content: content.routeFiles.get(route.name)! }));
  const isStudy = (route: { template: string }) => route.template === 'case-study';
  const plainStudy = everyRoute.find((route) => {
    const article = 'article' in route.content ? route.content.article : undefined;
    return isStudy(route) && !article?.quote && !article?.image;
  });

  const visited = everyRoute.filter(
    (route) => !isStudy(route) || route.name === 'case-study-onsite-energy' || route === plainStudy,
  );

  /** A page's file by its route's name: typed as that page's where the name is known, else as every page's. */
  function pageContent<Name extends keyof PageFiles>(route: Name): PageFiles[Name];
  function pageContent(route: string): PageFile;
  function pageContent(route: string) {
    const file = content.routeFiles.get(route);
    if (!file) throw new Error(`${dir}/routes.json has no route ${route}`);
    return file;
  }

  return {
    site,
    form,
    navigation,
    /**
     * One of each kind of page, which the browser tests visit one by one (accessibility, screenshots, head tags,
     * the policy): every route of routes.json, and of the case studies, which share one template, the spec's (with
     * an illustration and a quote) and the first without either. The whole collection is checked by the build's
     * HTML and link checks and by tests/e2e/pages/case-studies.spec.ts, so the browser suite does not grow with it.
     */
    pages: visited,
    /** Of those, the case studies, each with its file typed as a case study's. */
    studies: content.caseStudies.flatMap((study) => {
      const route = visited.find((page) => page.name === caseStudyRoute(study.name).name);
      return route ? [{ path: route.path, study }] : [];
    }),
    /** The whole content file of one page, for tests that check its sections against what the file says. */
    pageContent,
    /** Text as the build fills it: {founder}, {company} and {email} become the company’s facts (gatsby/graphql/extensions/facts.ts). */
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
