/**
 * Content files keep one layout: two-space JSON, one value per line, a final newline, and a page's search-engine
 * words (`seo`) after its other parts. It is the layout the content editor at /admin/ writes (it lists `seo` last),
 * so an owner's save never fails the format check, and never moves a part the owner did not touch. `node scripts/format-content.ts`
 * rewrites every file of content/ in it (`npm run format`); with --check it lists the files that differ and exits 1
 * (`npm run lint`). Prettier leaves content/ alone (.prettierignore): it would fold short lists onto one line.
 */
import fs from 'node:fs';
import path from 'node:path';

const contentDir = path.resolve(import.meta.dirname, '../content');
const check = process.argv.includes('--check');

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
  const laidOut = `${JSON.stringify(seoLast(JSON.parse(text)), null, 2)}\n`;
  if (text === laidOut) continue;
  differ.push(`content/${file}`);
  if (!check) fs.writeFileSync(full, laidOut);
}
if (check && differ.length > 0) {
  console.error(`Not in the content layout (run npm run format):\n  ${differ.join('\n  ')}`);
  process.exit(1);
}
