/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { siteCharacters, writeFont } from './subset.ts';

describe('the web font, cut down to what the site shows', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-'));
  const content = new Map<string, unknown>([
    ['pages/home.json', { hero: { heading: 'Café £5 – “done”' } }],
    ['case-studies/water.json', { items: ['Straße', 3] }],
  ]);
  afterAll(() => fs.rmSync(dir, { recursive: true }));

  it("holds printable ASCII, the footer's © and every character of every string in content/", () => {
    const characters = siteCharacters(content);
    for (const character of 'Az09 !~©é£–“”ß') expect(characters).toContain(character);
    expect(characters).not.toContain('\n');
  });

  it('writes Inter with a glyph for each of them, variable across the weights the type scale uses', async () => {
    const file = path.join(dir, 'fonts', 'inter.woff2');
    await writeFont(content, file);
    const font = fontkit.create(fs.readFileSync(file)) as fontkit.Font;
    const missing = [...siteCharacters(content)].filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!));
    expect(missing).toEqual([]);
    expect(font.variationAxes.wght).toMatchObject({ min: 400, max: 700 });
    expect(font.hasGlyphForCodePoint('ж'.codePointAt(0)!)).toBe(false);
    expect(fs.statSync(file).size).toBeLessThan(30 * 1024);
  });
});
