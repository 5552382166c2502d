/**
 * Content files keep one layout, the one the content editor at /admin/ writes, so that an owner's save changes only
 * what the owner changed and never fails the format check: two-space JSON, one value per line, a final newline, a
 * page's search-engine words (`seo`) after its other parts (the editor lists them last), and every tick box the
 * schema declares written out, `false` where it is not ticked (gatsby/content/editor-layout.ts). `node
 * scripts/format-content.ts` rewrites every file of content/ in it (`npm run format`); with --check it lists the
 * files that differ and exits 1 (`npm run lint`). Prettier leaves content/ alone (.prettierignore): it would fold
 * short lists onto one line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SchemaFieldDescription } from 'yup';
import { asEditorWrites } from '../gatsby/content/editor-layout.ts';
import { checkContent } from '../gatsby/content/validate.ts';

const project = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(project, 'content');
const check = process.argv.includes('--check');

/** Each file's schema, described, by its path in content/: none for a file the content check could not place. */
const schemas = checkContent({ content: contentDir, project }).checked?.schemas;
function schemaOf(file: string): SchemaFieldDescription | undefined {
  if (!schemas) return undefined;
  const name = path.basename(file, '.json');
  const own = {
    'routes.json': schemas.routes,
    'site.json': schemas.site,
    'navigation.json': schemas.navigation,
    'form.json': schemas.form,
  }[file];
  const schema = own ?? (file.startsWith('case-studies/') ? schemas.caseStudy : schemas.byRoute.get(name));
  return schema?.describe();
}

/** A file's parts with `seo`, if it has one, moved to the end, as the editor writes them. */
function seoLast(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !('seo' in value)) return value;
  const { seo, ...rest } = value;
  return { ...rest, seo };
}

const files = fs
  .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .sort();
const differ: string[] = [];
for (const file of files) {
  const full = path.join(contentDir, file);
  const text = fs.readFileSync(full, 'utf8');
  const data: unknown = JSON.parse(text);
  const schema = schemaOf(file);
  const laidOut = `${JSON.stringify(seoLast(schema ? asEditorWrites(data, schema) : data), null, 2)}\n`;
  if (text === laidOut) continue;
  differ.push(`content/${file}`);
  if (!check) fs.writeFileSync(full, laidOut);
}
if (check && differ.length > 0) {
  console.error(`Not in the content layout (run npm run format):\n  ${differ.join('\n  ')}`);
  process.exit(1);
}
