/**
 * Words in a drawing, set in the site's typeface: each `<text>` of an artwork SVG becomes the outline of its words in
 * Inter, so the rendered PNG never falls back to whatever font the machine has.
 * A `<text>` carries its own x, y, font-size, and optionally font-weight (400), text-anchor (start), fill (black) and
 * opacity; it holds plain words (no <tspan>). Attributes inherited from a group are not read.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';

/** Inter's file, in the project's folder `root`. */
const interFile = (root: string) =>
  path.join(root, 'node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2');

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (entity, name: string) => entities[name] ?? entity);

const attributes = (source: string): Record<string, string> =>
  Object.fromEntries([...source.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]));

/**
 * Every font is cut to printable ASCII as well as the words: fontkit misreads some of harfbuzz's smallest cuts (it
 * threw on "Cloud Partner" alone).
 */
const printableAscii = String.fromCharCode(...Array.from({ length: 95 }, (_, i) => i + 32));

const round = (n: number) => Math.round(n * 100) / 100;

/** Inter at one weight, cut to the characters it has to draw (a static font: fontkit cannot set a WOFF2's axes). */
async function interAt(root: string, weight: number, characters: string): Promise<fontkit.Font> {
  const ttf = await subsetFont(fs.readFileSync(interFile(root)), characters, {
    targetFormat: 'truetype',
    variationAxes: { wght: weight },
  });
  const font = fontkit.create(ttf);
  // A TrueType file holds one font; only a collection (TTC, DFONT) gives several.
  if ('fonts' in font) throw new Error(`Inter at ${weight} came back as a collection of fonts`);
  return font;
}

/** The outline of one line of words, as path data in the drawing's units. */
function outline(
  font: fontkit.Font,
  words: string,
  { x, y, size, anchor }: { x: number; y: number; size: number; anchor: string },
): string {
  const run = font.layout(words);
  const scale = size / font.unitsPerEm;
  const width = run.advanceWidth * scale;
  let pen = x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const parts = run.glyphs.map((glyph, i) => {
    const position = run.positions[i];
    if (!position) throw new Error(`fontkit placed no glyph ${i} of "${words}"`);
    const left = pen + position.xOffset * scale;
    pen += position.xAdvance * scale;
    return glyph.path
      .scale(scale, -scale)
      .translate(left, y - position.yOffset * scale)
      .toSVG();
  });
  return parts.join('').replace(/-?\d+\.\d+/g, (n) => String(round(Number(n))));
}

/** The SVG with every `<text>` replaced by a `<path>` of its outline; `root` is the project's folder, for Inter. */
export async function outlineText(svg: string, root: string): Promise<string> {
  const texts = [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map((match) => {
    const attrs = attributes(match[1] ?? '');
    for (const name of ['x', 'y', 'font-size'])
      if (!(name in attrs)) throw new Error(`A <text> needs its own ${name}: ${match[0]}`);
    return { match: match[0], attrs, words: decode(match[2] ?? ''), weight: Number(attrs['font-weight'] ?? 400) };
  });
  const fonts = new Map<number, fontkit.Font>();
  for (const weight of new Set(texts.map((text) => text.weight))) {
    const characters = texts.filter((text) => text.weight === weight).map((text) => text.words);
    fonts.set(weight, await interAt(root, weight, printableAscii + characters.join('')));
  }
  let result = svg;
  for (const { match, attrs, words, weight } of texts) {
    const font = fonts.get(weight);
    if (!font) throw new Error(`No font cut for weight ${weight}`);
    const d = outline(font, words, {
      x: Number(attrs.x),
      y: Number(attrs.y),
      size: Number(attrs['font-size']),
      anchor: attrs['text-anchor'] ?? 'start',
    });
    const paint = ['fill', 'opacity'].map((name) => (attrs[name] ? ` ${name}="${attrs[name]}"` : '')).join('');
    result = result.replace(match, `<path d="${d}"${paint}/>`);
  }
  return result;
}
