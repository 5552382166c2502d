import type { AnySchema, InferType } from 'yup';
import { routeLabelsFrom, type RouteLabel } from './route-labels.ts';
import { caseStudyRoute, type Route } from './routes.ts';
import type { formSchema } from './schemas/form.ts';
import type { navigationSchema, siteSchema } from './schemas/site.ts';
import type { pageSchemas } from './schemas/pages/index.ts';
import { checkContent, type Dirs } from './validate.ts';

type Schemas = ReturnType<typeof pageSchemas>;
export type Site = InferType<ReturnType<typeof siteSchema>>;
export type Navigation = InferType<ReturnType<typeof navigationSchema>>;
export type Form = InferType<ReturnType<typeof formSchema>>;
/** Each page's file, by the page's name, as its schema in schemas/pages/ declares it. */
export type PageFiles = { [Name in keyof Schemas['pages']]: InferType<Schemas['pages'][Name]> };
/**
 * A case study's file, with `name`, its file's name (content/case-studies/<name>.json), and `featured`, whether the
 * index features it (content/pages/case-studies.json).
 */
export type CaseStudy = InferType<Schemas['caseStudy']> & { name: string; featured: boolean };
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
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Content errors, fix these files and build again:\n\n${problems.join('\n\n')}\n`);
    this.problems = problems;
  }
}

/** Each page's file by the page's name, as `read` gives it through the page's schema; none for a page with no route. */
function readPages<P extends { [Name in keyof P]: AnySchema }>(
  schemas: P,
  read: <S extends AnySchema>(schema: S, name: string) => InferType<S> | undefined,
) {
  const pages: { [Name in keyof P]?: InferType<P[Name]> } = {};
  for (const name in schemas) {
    const page = read(schemas[name], name);
    if (page !== undefined) pages[name] = page;
  }
  return pages;
}

/** Reads and checks the content in `dirs.content`; throws a ContentError listing every problem, if any. */
export function readContent(dirs: Dirs): Content {
  const { problems, files, checked } = checkContent(dirs);
  if (problems.length > 0 || !checked) throw new ContentError(problems);
  const { routes, studyNames, schemas } = checked;
  // Each file has just passed its schema's check: read through that schema, it has the schema's type.
  const read = <S extends AnySchema>(schema: S, file: string): InferType<S> =>
    schema.validateSync(files.get(file), { strict: true });
  const pages: Partial<PageFiles> = readPages(schemas.pages, (schema, name) => {
    const route = routes.find((each) => each.name === name);
    return route && read(schema, route.file);
  });
  const routeFiles = new Map<string, PageFile>();
  for (const [name, page] of Object.entries(pages)) routeFiles.set(name, page);
  const featured = new Set(pages['case-studies']?.featured);
  const caseStudies = studyNames.map((name) => {
    const route = caseStudyRoute(name);
    const study = read(schemas.caseStudy, route.file);
    routeFiles.set(route.name, study);
    return { ...study, name, featured: featured.has(name) };
  });
  const entries = read(schemas.routes, 'routes.json');
  return {
    routes,
    labels: routeLabelsFrom(
      entries,
      caseStudies.map((study) => ({ ...study, fileName: study.name })),
    ),
    site: read(schemas.site, 'site.json'),
    navigation: read(schemas.navigation, 'navigation.json'),
    form: read(schemas.form, 'form.json'),
    pages,
    caseStudies,
    routeFiles,
    files: new Map([...files].sort(([a], [b]) => a.localeCompare(b))),
  };
}
