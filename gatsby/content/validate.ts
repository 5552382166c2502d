import fs from 'node:fs';
import path from 'node:path';
import { ValidationError, type Schema } from 'yup';
import { navigationSchema, routesSchema, siteSchema } from './schemas/site.ts';
import { formSchema } from './schemas/form.ts';
import { duplicateIds, quoteProblems, routeNameProblems, topicProblems } from './references.ts';
import { addressProblems } from './addresses.ts';
import { describeJsonMistake } from './json-syntax.ts';
import { didYouMean } from './nearest.ts';
import { fieldName, listLabels, withFieldNames } from './field-names.ts';
import { placeholderProblems } from './placeholders.ts';
import { twinProblems } from './twins.ts';
import { picturePath, type Vocabulary } from './schemas/parts.ts';
import { pageSchemas } from './schemas/pages/index.ts';
import { contentFiles } from './files.ts';
import { contactRoute, routesFrom, type Route, type RouteEntry } from './routes.ts';

/** A route's template, by its name, in the project at `project`. */
export const templateFile = (project: string, template: string) =>
  path.join(project, 'src/templates', `${template}.tsx`);

/**
 * The message with its field's key path, and any keys a test added to it ("hero.image" + ".alt"), named as the owner
 * finds the field in the editor (field-names.ts); a message naming only the field's parent, with the parent named.
 */
function namedIn(message: string, at: string, list?: string): string {
  const start = message.indexOf(at);
  // A test may name the field's parent where the message is about the two together ("band" for "band.end").
  if (start < 0) {
    const parent = at.replace(/(?:\.\w+|\[\d+\])$/, '');
    return parent && parent !== at ? namedIn(message, parent, list) : message;
  }
  const end = start + at.length + (/^(?:\.\w+|\[\d+\])*/.exec(message.slice(start + at.length))?.[0].length ?? 0);
  return message.slice(0, start) + fieldName(message.slice(start, end), list) + message.slice(end);
}

/** Each problem after its file's name, with the fields it names as the owner finds them in the editor. */
const named = (problems: string[], verbatim: ReadonlySet<string>) =>
  problems.map((problem) =>
    verbatim.has(problem)
      ? problem
      : problem.replace(
          /^([^:]+: )(.*)$/s,
          (_, file: string, rest: string) => file + withFieldNames(rest, listLabels[path.basename(file.slice(0, -2))]),
        ),
  );

export interface Dirs {
  /** Absolute path of the content folder. */
  content: string;
  /** Absolute path of the project: its page templates (src/templates/) and the files copied as they are (static/). */
  project: string;
}

/** Every problem of the content, one readable line each naming the file and the field; empty when all is well. */
export const validateContent = (dirs: Dirs): string[] => checkContent(dirs).problems;

/** What the check derived once, for the reader: the routes, the case studies' file names and each file's schema. */
export interface Checked {
  routes: Route[];
  studyNames: string[];
  schemas: ReturnType<typeof schemasFor>;
}

/** Every file's schema, for these routes; a case study's service, sector and people from `vocabulary`. */
function schemasFor(routeNames: readonly string[], words: Vocabulary) {
  return {
    routes: routesSchema,
    site: siteSchema(),
    navigation: navigationSchema(routeNames),
    form: formSchema(routeNames),
    ...pageSchemas(routeNames, words),
  };
}

/**
 * Checks every content file against its schema before Gatsby sources anything: its problems, the files it could
 * parse, by their path in the content folder, and, once routes.json could be read, what it derived from it.
 */
export function checkContent({ content, project }: Dirs): {
  problems: string[];
  files: Map<string, unknown>;
  checked?: Checked;
} {
  const problems: string[] = [];
  const verbatim = new Set<string>();
  const texts = contentFiles(content);
  const files = new Map<string, unknown>();
  const shown = (file: string) => `${path.basename(content)}/${file}`;

  function read(file: string): unknown {
    const text = texts.get(file);
    if (text === undefined) {
      problems.push(`${shown(file)}: file is missing`);
      return undefined;
    }
    const mistake = describeJsonMistake(shown(file), text);
    if (mistake) {
      // The owner's own line, quoted as it is, with its caret under the spot.
      verbatim.add(mistake);
      problems.push(mistake);
      return undefined;
    }
    const data: unknown = JSON.parse(text);
    files.set(file, data);
    return data;
  }

  function check(file: string, schema: Schema, data: unknown): void {
    if (data === undefined) return;
    try {
      schema.validateSync(data, { abortEarly: false, strict: true });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      // Each message names its field as the owner finds it in the editor, not by its key path.
      const messages = (error.inner.length > 0 ? error.inner : [error]).map(({ path: at, message }) =>
        at ? namedIn(message, at, listLabels[file]) : message,
      );
      // One message a field: spaces around a text say nothing more where another message names the same field.
      const padded = ' must not begin or end with spaces';
      const folded = messages.filter(
        (message) =>
          !message.endsWith(padded) ||
          !messages.some((other) => other !== message && other.startsWith(message.slice(0, -padded.length))),
      );
      for (const message of folded) problems.push(`${shown(file)}: ${message}`);
    }
    for (const problem of placeholderProblems(schema.describe(), data)) problems.push(`${shown(file)}: ${problem}`);
  }

  const routeList = read('routes.json');
  check('routes.json', routesSchema, routeList);
  if (!Array.isArray(routeList)) return { problems: named(problems, verbatim), files };
  const studyNames = [...texts.keys()].flatMap((file) => /^case-studies\/(.+)\.json$/.exec(file)?.[1] ?? []);
  const routes = routesFrom(routeList as RouteEntry[], studyNames);
  const routeNames = routes.map((route) => route.name);
  for (const problem of routeNameProblems(routes)) problems.push(`${shown('routes.json')}: ${problem}`);
  if (routes.some((route) => route.template === 'case-study') && !routeNames.includes('case-studies')) {
    problems.push(`${shown('routes.json')}: case studies need their index: add the route "case-studies"`);
  }

  const loosely = (name: string): unknown => {
    const text = texts.get(routes.find((route) => route.name === name)?.file ?? '');
    try {
      return text === undefined ? undefined : JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  const words = vocabulary(loosely, studyNames);
  const schemas = schemasFor(routeNames, words);
  check('site.json', schemas.site, read('site.json'));
  check('navigation.json', schemas.navigation, read('navigation.json'));
  const form = read('form.json') as { offers?: ({ id?: unknown } | null)[] } | undefined;
  check('form.json', schemas.form, form);
  for (const problem of duplicateIds(form)) problems.push(`${shown('form.json')}: ${problem}`);
  const offerList = Array.isArray(form?.offers) ? form.offers : [];
  const offers = [...new Set(offerList.map((offer) => String(offer?.id)))];
  const addresses = addressProblems({
    pages: routeList as RouteEntry[],
    offers: offerList.map((offer) => ({ id: String(offer?.id), name: (offer as { name?: string } | null)?.name })),
    ...words,
    staticDir: path.join(project, 'static'),
  });
  for (const { file, message } of addresses) problems.push(`${shown(file)}: ${message}`);

  const { byRoute, caseStudy } = schemas;
  const pageData: Record<string, unknown> = {};
  for (const route of routes) {
    const file = route.file;
    if (!fs.existsSync(templateFile(project, route.template))) {
      problems.push(`${shown(file)}: no template src/templates/${route.template}.tsx for route "${route.name}"`);
    }
    const schema = route.template === 'case-study' ? caseStudy : byRoute.get(route.name);
    if (!schema) {
      problems.push(
        `${shown('routes.json')}: route "${route.name}" has no page schema: add gatsby/content/schemas/pages/${route.name}.ts and list it in index.ts there`,
      );
      continue;
    }
    const data = read(file);
    pageData[shown(file)] = data;
    check(file, schema, data);
    for (const problem of duplicateIds(data)) problems.push(`${shown(file)}: ${problem}`);
    // A path of the wrong kind (a phone's .heic, a .jpeg) has its schema's message already: one is enough.
    for (const src of imagePaths(data).filter((each) => picturePath.test(each))) {
      const image = path.resolve(path.dirname(path.join(content, file)), src);
      if (fs.existsSync(image)) continue;
      const folder = path.dirname(image);
      const near = fs.existsSync(folder)
        ? didYouMean(
            src,
            fs.readdirSync(folder).map((name) => `${path.dirname(src)}/${name}`),
          )
        : '';
      problems.push(`${shown(file)}: image ${src} does not exist${near}`);
    }
  }
  for (const file of texts.keys()) {
    if (file.startsWith('pages/') && !routes.some((route) => route.file === file)) {
      problems.push(`${shown(file)}: no route "${path.basename(file, '.json')}" in content/routes.json`);
    }
  }
  problems.push(...quoteProblems(pageData));
  problems.push(...twinProblems(pageData));
  // Without offers, every link's topic would fail too: the form's own message (its offers' list) is the one to fix.
  if (offers.length > 0) problems.push(...topicProblems(pageData, offers, contactRoute(routes)));
  return { problems: named(problems, verbatim), files, checked: { routes, studyNames, schemas } };
}

/**
 * The services, sectors and people a case study may name: those the index filters by (content/pages/case-studies.json),
 * those the home page lists and the people on About, from `page`, each page's file by its name; and `studies`, the
 * case studies' file names, which the index may feature. Read loosely: those files' own checks report what is wrong
 * with them.
 */
export function vocabulary(page: (name: string) => unknown, studies: readonly string[]): Vocabulary {
  const at = (value: unknown, ...keys: string[]): unknown =>
    keys.reduce<unknown>(
      (part, key) => (part && typeof part === 'object' ? (part as Record<string, unknown>)[key] : undefined),
      value,
    );
  const services = at(page('case-studies'), 'filters', 'services');
  const sectors = at(page('home'), 'sectors', 'items');
  const people = at(page('about'), 'leadership', 'people');
  const ids = (items: unknown, key: string) => (Array.isArray(items) ? items.map((item) => String(at(item, key))) : []);
  return {
    services: Array.isArray(services) ? services.map(String) : [],
    sectors: ids(sectors, 'name'),
    people: ids(people, 'id'),
    studies,
  };
}

/** Every image path in a content file: the `src` of each `{ src, alt }`. */
function imagePaths(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imagePaths);
  if (!value || typeof value !== 'object') return [];
  const own = 'src' in value && typeof value.src === 'string' ? [value.src] : [];
  return [...own, ...Object.values(value).flatMap(imagePaths)];
}
