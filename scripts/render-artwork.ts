// Renders every artwork/*.svg to content/images/<same name>.png: illustrations (4:3) at 1600×1200, square portraits
// at 384×384 (four times the 96 px they are shown at), anything else (the logos, 560×160) at its own size.
// Words in a drawing are outlined in Inter first (outline-text.ts), so no fallback font draws them.
// Run by hand after changing any artwork: `node scripts/render-artwork.ts`
// The PNGs are committed; the site build does not run this script.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { outlineText } from './outline-text.ts';

const root = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(root, 'artwork');
const outDir = path.join(root, 'content', 'images');

/** The size to render a drawing of this width and height at. */
const size = (width: number, height: number): [number, number] => {
  if (width === height) return [384, 384];
  if (width * 3 === height * 4) return [1600, 1200];
  return [width, height];
};

await fs.mkdir(outDir, { recursive: true });
const files = (await fs.readdir(srcDir)).filter((f) => f.endsWith('.svg')).sort();

for (const file of files) {
  const out = path.join(outDir, file.replace(/\.svg$/, '.png'));
  const svg = Buffer.from(await outlineText(await fs.readFile(path.join(srcDir, file), 'utf8'), root));
  const { width = 0, height = 0 } = await sharp(svg).metadata();
  const [w, h] = size(width, height);
  const info = await sharp(svg, { density: 72 })
    .resize(w, h, { fit: 'fill' })
    .png({ compressionLevel: 9, palette: true, quality: 100, effort: 10 })
    .toFile(out);
  console.log(`${path.relative(root, out)}  ${Math.round(info.size / 1024)} KB`);
}

// The social card (1200×630, for Open Graph and Twitter) is the home illustration, cropped to that shape.
const card = path.join(root, 'static', 'social-card.png');
await sharp(path.join(srcDir, 'hero-home.svg'), { density: 72 })
  .resize(1200, 630, { fit: 'cover' })
  .png({ compressionLevel: 9, palette: true })
  .toFile(card);
console.log('static/social-card.png');

// App icons from the favicon: the web manifest's sizes and Apple's touch icon.
await fs.mkdir(path.join(root, 'static', 'icons'), { recursive: true });
for (const size of [180, 192, 512]) {
  await sharp(path.join(root, 'static', 'favicon.svg'), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, 'static', 'icons', `icon-${size}.png`));
  console.log(`static/icons/icon-${size}.png`);
}
