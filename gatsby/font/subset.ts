import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { font } from '../../src/theme/tokens.ts';
import type { Content } from '../content/read.ts';

/** Inter as @fontsource ships it: the Latin range, every weight from 100 to 900 (48 KB). */
// A path, not require.resolve: Parcel, which compiles gatsby-node for Gatsby, replaces require.resolve with undefined.
const source = path.resolve(
  __dirname,
  '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

/** The font the site ships, written before each build; src/theme/interFont.ts imports it. */
const fontFile = path.resolve(__dirname, '../..', '.cache', 'fonts', 'inter.woff2');

/** Characters a page can show that are not in content/: printable ASCII, and the footer's ©. */
const alwaysShown = `${Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('')}©`;

function collect(value: unknown, into: Set<string>) {
  if (typeof value === 'string') for (const character of value) into.add(character);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collect(item, into);
}

/** Every character the site's pages can show: those above and each one in a string of a content/ JSON file. */
export function siteCharacters(files: Content['files']): string {
  const characters = new Set(alwaysShown);
  for (const data of files.values()) collect(data, characters);
  return [...characters].sort().join('');
}

/**
 * Writes Inter cut down to what the site uses, the largest paint's one font request: the characters of its text,
 * and the weights of the type scale (a range, as the font stays variable). 48 KB becomes about 20.
 */
export async function writeFont(files: Content['files'], outFile = fontFile) {
  const weights = Object.values(font.weight);
  const subset = await subsetFont(fs.readFileSync(source), siteCharacters(files), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: Math.min(...weights), max: Math.max(...weights) } },
  });
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, subset);
}
