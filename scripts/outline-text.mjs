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

/** @param {string} root the project's folder */
const interFile = (root) =>
  path.join(root, 'node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2');

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** @param {string} text */
const decode = (text) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => entities[name]);

/** @param {string} source */
const attributes = (source) => Object.fromEntries([...source.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

/**
 * Every font is cut to printable ASCII as well as the words: fontkit misreads some of harfbuzz's smallest cuts (it
 * threw on "Cloud Partner" alone).
 */
const printableAscii = String.fromCharCode(...Array.from({ length: 95 }, (_, i) => i + 32));

/** @param {number} n */
const round = (n) => Math.round(n * 100) / 100;

/**
 * Inter at one weight, cut to the characters it has to draw (a static font: fontkit cannot set a WOFF2's axes).
 * @param {string} root
 * @param {number} weight
 * @param {string} characters
 */
async function interAt(root, weight, characters) {
  const ttf = await subsetFont(fs.readFileSync(interFile(root)), characters, {
    targetFormat: 'truetype',
    variationAxes: { wght: weight },
  });
  return /** @type {import('fontkit').Font} */ (fontkit.create(ttf));
}

/**
 * The outline of one line of words, as path data in the drawing's units.
 * @param {import('fontkit').Font} font
 * @param {string} words
 * @param {{ x: number, y: number, size: number, anchor: string }} at
 */
function outline(font, words, { x, y, size, anchor }) {
  const run = font.layout(words);
  const scale = size / font.unitsPerEm;
  const width = run.advanceWidth * scale;
  let pen = x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const parts = run.glyphs.map((glyph, i) => {
    const position = /** @type {import('fontkit').GlyphPosition} */ (run.positions[i]);
    const left = pen + position.xOffset * scale;
    pen += position.xAdvance * scale;
    return glyph.path
      .scale(scale, -scale)
      .translate(left, y - position.yOffset * scale)
      .toSVG();
  });
  return parts.join('').replace(/-?\d+\.\d+/g, (n) => String(round(Number(n))));
}

/**
 * The SVG with every `<text>` replaced by a `<path>` of its outline.
 * @param {string} svg
 * @param {string} root the project's folder, where node_modules holds Inter
 */
export async function outlineText(svg, root) {
  const texts = [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map((match) => {
    const attrs = attributes(match[1] ?? '');
    for (const name of ['x', 'y', 'font-size'])
      if (!(name in attrs)) throw new Error(`A <text> needs its own ${name}: ${match[0]}`);
    return { match: match[0], attrs, words: decode(match[2] ?? ''), weight: Number(attrs['font-weight'] ?? 400) };
  });
  const fonts = new Map();
  for (const weight of new Set(texts.map((text) => text.weight))) {
    const characters = texts.filter((text) => text.weight === weight).map((text) => text.words);
    fonts.set(weight, await interAt(root, weight, printableAscii + characters.join('')));
  }
  let result = svg;
  for (const { match, attrs, words, weight } of texts) {
    const d = outline(fonts.get(weight), words, {
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
