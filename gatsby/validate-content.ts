import fs from 'node:fs';
import path from 'node:path';
import { ValidationError, type Schema } from 'yup';
import { formSchema, navigationSchema, routesSchema, siteSchema } from './content-schema';
import { pageSchemas } from './page-schemas';

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
      problems.push(
        `${relative(routesFile)}: route "${route.name}" uses template "${route.template}", which does not exist`,
      );
    }
  }

  const siteFile = path.join(content, 'site.json');
  check(siteFile, siteSchema(), read(siteFile));
  const navigationFile = path.join(content, 'navigation.json');
  check(navigationFile, navigationSchema(routeNames), read(navigationFile));
  const formFile = path.join(content, 'form.json');
  check(formFile, formSchema(routeNames), read(formFile));

  const pagesDir = path.join(content, 'pages');
  const pageJsonFiles = fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir).filter((f) => f.endsWith('.json')) : [];
  const schemas = pageSchemas(routeNames);
  for (const name of pageJsonFiles) {
    const file = path.join(pagesDir, name);
    const route = path.basename(name, '.json');
    const schema = schemas[route];
    if (!routeNames.includes(route) || !schema) {
      problems.push(`${relative(file)}: no route "${route}" in content/routes.json, or no page schema for it`);
      continue;
    }
    const page = read(file);
    check(file, schema, page);
    if ((page as { route?: unknown } | undefined)?.route !== route) {
      problems.push(`${relative(file)}: route must be "${route}", the file's name`);
    }
    for (const src of imagePaths(page)) {
      if (!fs.existsSync(path.resolve(pagesDir, src))) problems.push(`${relative(file)}: image ${src} does not exist`);
    }
  }
  for (const name of routeNames) {
    if (!pageJsonFiles.includes(`${name}.json`)) {
      problems.push(`${relative(routesFile)}: route "${name}" has no page file content/pages/${name}.json`);
    }
  }
  return problems;
}

/** Every image path in a content file: the `src` of each `{ src, alt }`. */
function imagePaths(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imagePaths);
  if (!value || typeof value !== 'object') return [];
  const own = 'src' in value && typeof value.src === 'string' && 'alt' in value ? [value.src] : [];
  return [...own, ...Object.values(value).flatMap(imagePaths)];
}
