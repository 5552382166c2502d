/**
 * @jest-environment node
 */
// Every design token is used: a token nothing reads is a value the design system claims but the site never shows,
// and it drifts unnoticed. Knip finds unused exports; this finds unused members of the exported token groups.
import fs from 'node:fs';
import path from 'node:path';
import * as tokens from './tokens.ts';

const root = path.join(__dirname, '..');
const sourceFiles = fs
  .readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
const tokensFile = path.join(__dirname, 'tokens.ts');
const source = sourceFiles.map((file) => fs.readFileSync(path.join(root, file), 'utf8')).join('\n');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `group.key`, `group[key]` or `group['key']`, where group is a dotted path such as `font.size`. */
const reads = (group: string, key: string) =>
  new RegExp(`\\b${escape(group)}(\\.${escape(key)}\\b|\\[['"]?${escape(key)}['"]?\\])`).test(source);

const groups: Record<string, object> = {
  color: tokens.color,
  'font.size': tokens.font.size,
  'font.weight': tokens.font.weight,
  'font.lineHeight': tokens.font.lineHeight,
  'font.tracking': tokens.font.tracking,
  space: tokens.space,
  radius: tokens.radius,
  shadow: tokens.shadow,
  layout: tokens.layout,
  size: tokens.size,
  focus: tokens.focus,
  mq: tokens.mq,
  motion: tokens.motion,
  zIndex: tokens.zIndex,
  delay: tokens.delay,
};
const members = Object.entries(groups).flatMap(([group, values]) =>
  Object.keys(values).map((key) => [group, key] as const),
);

it.each(members)('%s.%s is read somewhere in src/', (group, key) => {
  expect(reads(group, key)).toBe(true);
});

it.each(['measure', 'shortMeasure', 'family'])('font.%s is read somewhere in src/', (key) => {
  expect(reads('font', key)).toBe(true);
});

it('every colour of the palette is given a semantic name', () => {
  const text = fs.readFileSync(tokensFile, 'utf8');
  const palette = /const palette = \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  const names = [...palette.matchAll(/^\s+(\w+):/gm)].map((match) => match[1]!);
  expect(names.length).toBeGreaterThan(5);
  expect(names.filter((name) => !new RegExp(`palette\\.${name}\\b`).test(text))).toEqual([]);
});
