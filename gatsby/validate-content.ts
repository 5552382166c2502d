import fs from 'node:fs';
import path from 'node:path';
import { ValidationError, type Schema } from 'yup';
import { navigationSchema, pageSchema, routesSchema, siteSchema } from './content-schema';

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
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file is missing' : (error as Error).message;
      problems.push(`${relative(file)}: ${reason}`);
      return undefined;
    }
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
  const routes = read(routesFile);
  check(routesFile, routesSchema, routes);
  const routeList = Array.isArray(routes) ? (routes as { name?: string; template?: string }[]) : [];
  const routeNames = routeList.flatMap((r) => (r.name ? [r.name] : []));

  for (const route of routeList) {
    if (route.template && !fs.existsSync(path.join(templates, `${route.template}.tsx`))) {
      problems.push(`${relative(routesFile)}: route "${route.name}" uses template "${route.template}", which does not exist`);
    }
  }

  const siteFile = path.join(content, 'site.json');
  check(siteFile, siteSchema(), read(siteFile));
  const navigationFile = path.join(content, 'navigation.json');
  check(navigationFile, navigationSchema(routeNames), read(navigationFile));

  const pagesDir = path.join(content, 'pages');
  const pageFiles = fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir).filter((f) => f.endsWith('.json')) : [];
  const pagesByRoute = new Map<string, string>();
  for (const name of pageFiles) {
    const file = path.join(pagesDir, name);
    const page = read(file);
    check(file, pageSchema(routeNames), page);
    const route = (page as { route?: unknown } | undefined)?.route;
    if (typeof route !== 'string') continue;
    const other = pagesByRoute.get(route);
    if (other) problems.push(`${relative(file)}: route "${route}" already has its content in ${other}`);
    pagesByRoute.set(route, relative(file));
  }
  for (const name of routeNames) {
    if (!pagesByRoute.has(name)) {
      problems.push(`${relative(routesFile)}: route "${name}" has no page file in content/pages`);
    }
  }
  return problems;
}
