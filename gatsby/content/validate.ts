import fs from 'node:fs';
import path from 'node:path';
import { ValidationError, type Schema } from 'yup';
import { navigationSchema, routesSchema, siteSchema } from './schemas/parts';
import { formSchema } from './schemas/form';
import { duplicateIds, quoteProblems, routeProblems, topicProblems } from './references';
import { describeJsonMistake } from './json-syntax';
import { didYouMean } from './nearest';
import type { Vocabulary } from './schemas/case-study';
import { pageSchemas } from './schemas/pages';
import { contactRoute, routesIn, type Route } from './routes';

interface Dirs {
  /** Absolute path of the content folder. */
  content: string;
  /** Absolute path of the page templates folder. */
  templates: string;
}

/**
 * Checks every content file against its schema before Gatsby sources anything.
 * Returns one readable line per problem, naming the file and the field; empty when all is well.
 */
export function validateContent({ content, templates }: Dirs): string[] {
  const problems: string[] = [];
  const relative = (file: string) => path.relative(path.dirname(content), file);

  function read(file: string): unknown {
    if (!fs.existsSync(file)) {
      problems.push(`${relative(file)}: file is missing`);
      return undefined;
    }
    const text = fs.readFileSync(file, 'utf8');
    const mistake = describeJsonMistake(relative(file), text);
    if (mistake) {
      problems.push(mistake);
      return undefined;
    }
    return JSON.parse(text);
  }

  function check(file: string, schema: Schema, data: unknown): void {
    if (data === undefined) return;
    try {
      schema.validateSync(data, { abortEarly: false, strict: true });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const message of error.errors) problems.push(`${relative(file)}: ${message}`);
    }
  }

  const routesFile = path.join(content, 'routes.json');
  const routeList = read(routesFile);
  check(routesFile, routesSchema, routeList);
  if (!Array.isArray(routeList)) return problems;
  const routes = routesIn(content);
  const routeNames = routes.map((route) => route.name);
  for (const problem of routeProblems(routes)) problems.push(`${relative(routesFile)}: ${problem}`);
  if (routes.some((route) => route.template === 'case-study') && !routeNames.includes('case-studies')) {
    problems.push(`${relative(routesFile)}: case studies need their index: add the route "case-studies"`);
  }

  const siteFile = path.join(content, 'site.json');
  check(siteFile, siteSchema(), read(siteFile));
  const navigationFile = path.join(content, 'navigation.json');
  check(navigationFile, navigationSchema(routeNames), read(navigationFile));
  const formFile = path.join(content, 'form.json');
  const form = read(formFile) as { offers?: { id?: unknown }[] } | undefined;
  check(formFile, formSchema(routeNames), form);
  for (const problem of duplicateIds(form)) problems.push(`${relative(formFile)}: ${problem}`);
  const offers = Array.isArray(form?.offers) ? [...new Set(form.offers.map((offer) => String(offer?.id)))] : [];

  const { pages, caseStudy } = pageSchemas(routeNames, vocabulary(content, routes));
  const pageData: Record<string, unknown> = {};
  for (const route of routes) {
    const file = path.join(content, route.file);
    if (!fs.existsSync(path.join(templates, `${route.template}.tsx`))) {
      problems.push(`${relative(file)}: no template src/templates/${route.template}.tsx for route "${route.name}"`);
    }
    const schema = route.template === 'case-study' ? caseStudy : pages[route.name];
    if (!schema) {
      problems.push(
        `${relative(routesFile)}: route "${route.name}" has no page schema in gatsby/content/schemas/pages.ts`,
      );
      continue;
    }
    const data = read(file);
    pageData[relative(file)] = data;
    check(file, schema, data);
    for (const problem of duplicateIds(data)) problems.push(`${relative(file)}: ${problem}`);
    for (const src of imagePaths(data)) {
      const image = path.resolve(path.dirname(file), src);
      if (fs.existsSync(image)) continue;
      const folder = path.dirname(image);
      const near = fs.existsSync(folder)
        ? didYouMean(
            src,
            fs.readdirSync(folder).map((name) => `${path.dirname(src)}/${name}`),
          )
        : '';
      problems.push(`${relative(file)}: image ${src} does not exist${near}`);
    }
  }
  const pagesDir = path.join(content, 'pages');
  for (const name of fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir) : []) {
    if (!routes.some((route) => route.file === `pages/${name}`)) {
      problems.push(
        `${relative(path.join(pagesDir, name))}: no route "${path.basename(name, '.json')}" in content/routes.json`,
      );
    }
  }
  problems.push(...quoteProblems(pageData));
  problems.push(...topicProblems(pageData, offers, contactRoute(routes)));
  return problems;
}

/**
 * The services, sectors and people a case study may name: those the index filters by (content/pages/case-studies.json),
 * those the home page lists and the people on About. Read loosely: those files' own checks report what is wrong with them.
 */
export function vocabulary(content: string, routes: readonly Route[]): Vocabulary {
  const read = (name: string) => {
    const route = routes.find((r) => r.name === name);
    try {
      return route ? JSON.parse(fs.readFileSync(path.join(content, route.file), 'utf8')) : undefined;
    } catch {
      return undefined;
    }
  };
  const services: unknown = read('case-studies')?.filters?.services;
  const sectors: unknown = read('home')?.sectors?.items;
  const people: unknown = read('about')?.leadership?.people;
  const ids = (items: unknown, key: string) =>
    Array.isArray(items) ? items.map((item: Record<string, unknown> | null) => String(item?.[key])) : [];
  return {
    services: Array.isArray(services) ? services.map(String) : [],
    sectors: ids(sectors, 'name'),
    people: ids(people, 'id'),
  };
}

/** Every image path in a content file: the `src` of each `{ src, alt }`. */
function imagePaths(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imagePaths);
  if (!value || typeof value !== 'object') return [];
  const own = 'src' in value && typeof value.src === 'string' ? [value.src] : [];
  return [...own, ...Object.values(value).flatMap(imagePaths)];
}
