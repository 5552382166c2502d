import type { InferType } from 'yup';
import { routeLabelsFrom, type RouteLabel } from './route-labels';
import { routesFrom, type Route, type RouteEntry } from './routes';
import type { formSchema } from './schemas/form';
import type { navigationSchema, routesSchema, siteSchema } from './schemas/parts';
import type { pageSchemas } from './schemas/pages';
import { checkContent, type Dirs } from './validate';

type Schemas = ReturnType<typeof pageSchemas>;
export type Site = InferType<ReturnType<typeof siteSchema>>;
export type Navigation = InferType<ReturnType<typeof navigationSchema>>;
export type Form = InferType<ReturnType<typeof formSchema>>;
/** Each page's file, by the page's name, as its schema in schemas/pages/ declares it. */
export type PageFiles = { [Name in keyof Schemas['pages']]: InferType<Schemas['pages'][Name]> };
/** A case study's file, and `name`, its file's name (content/case-studies/<name>.json). */
export type CaseStudy = InferType<Schemas['caseStudy']> & { name: string };
/** A route's file: one of the pages', or a case study's. */
export type PageFile = PageFiles[keyof PageFiles] | InferType<Schemas['caseStudy']>;

/**
 * The content, read once and checked: what every step of the build takes, so none reads content/ itself.
 * Each part has the type its schema gives it (yup's InferType), which the content checks have just held it to.
 */
export interface Content {
  routes: readonly Route[];
  /** Each route's name for people, by route name (route-labels.ts). */
  labels: Readonly<Record<string, RouteLabel>>;
  site: Site;
  navigation: Navigation;
  form: Form;
  /** Each page's file by its name; a page content/routes.json leaves out has none. */
  pages: Partial<PageFiles>;
  caseStudies: readonly CaseStudy[];
  /** Each route's file by the route's name: one of the pages', or a case study's. */
  routeFiles: ReadonlyMap<string, PageFile>;
  /** Every file as parsed JSON, by its path in the content folder, in name order: for the steps that walk it all. */
  files: ReadonlyMap<string, unknown>;
}

/** The content's problems, one line each naming the file and the field: the build stops on them. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Content errors, fix these files and build again:\n\n${problems.join('\n\n')}\n`);
  }
}

/** Reads and checks the content in `dirs.content`; throws a ContentError listing every problem, if any. */
export function readContent(dirs: Dirs): Content {
  const { problems, files } = checkContent(dirs);
  if (problems.length > 0) throw new ContentError(problems);
  // Each file has passed its schema's check, so it is what that schema's type says.
  const file = <T>(name: string) => files.get(name) as T;
  const studyNames = [...files.keys()].flatMap((name) => /^case-studies\/(.+)\.json$/.exec(name)?.[1] ?? []);
  const entries = file<InferType<typeof routesSchema>>('routes.json');
  const routes = routesFrom(entries satisfies RouteEntry[], studyNames);
  const caseStudies = studyNames.map((name) => ({
    ...file<InferType<Schemas['caseStudy']>>(`case-studies/${name}.json`),
    name,
  }));
  const pages = Object.fromEntries(
    routes.filter((route) => route.template !== 'case-study').map((route) => [route.name, files.get(route.file)]),
  ) as Partial<PageFiles>;
  return {
    routes,
    labels: routeLabelsFrom(
      entries,
      caseStudies.map((study) => ({ ...study, fileName: study.name })),
    ),
    site: file('site.json'),
    navigation: file('navigation.json'),
    form: file('form.json'),
    pages,
    caseStudies,
    routeFiles: new Map(routes.map((route) => [route.name, file<PageFile>(route.file)])),
    files: new Map([...files].sort(([a], [b]) => a.localeCompare(b))),
  };
}
