import fs from 'node:fs';
import path from 'node:path';

/**
 * Every JSON file of the content folder as text, by its path in the folder (`site.json`, `pages/home.json`,
 * `case-studies/onsite-energy.json`), in name order. The one place the build reads content/: the content checks
 * parse these, and every step after them takes the checked snapshot (read.ts).
 */
export function contentFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!fs.existsSync(dir)) return files;
  const names = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  for (const file of names.sort()) {
    files.set(file.split(path.sep).join('/'), fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return files;
}
