// Renders every artwork/*.svg to content/images/<same name>.png at 1600×1200.
// Run by hand after changing any artwork: `node scripts/render-artwork.mjs`
// The PNGs are committed; the site build does not run this script.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(root, 'artwork');
const outDir = path.join(root, 'content', 'images');

await fs.mkdir(outDir, { recursive: true });
const files = (await fs.readdir(srcDir)).filter((f) => f.endsWith('.svg')).sort();

for (const file of files) {
  const out = path.join(outDir, file.replace(/\.svg$/, '.png'));
  const info = await sharp(path.join(srcDir, file), { density: 72 })
    .resize(1600, 1200, { fit: 'fill' })
    .png({ compressionLevel: 9, palette: true, quality: 100, effort: 10 })
    .toFile(out);
  console.log(`${path.relative(root, out)}  ${Math.round(info.size / 1024)} KB`);
}
