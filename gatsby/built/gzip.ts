/**
 * Files' size as a browser downloads them: gzipped at level 9, as a host serves them at best. The one measure of the
 * byte budgets (scripts/check-budgets.ts, tests/e2e/first-load.spec.ts) and the benchmarks (scripts/bench/lighthouse.ts, scripts/bench-scale.ts), so they all report the same bytes. Node runs those
 * scripts as they are: this file imports node: builtins only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const sizes = new Map<string, number>();

/** One file's bytes, gzipped; a file is compressed once while it is unchanged. */
function gzipped(file: string): number {
  const { mtimeMs, size } = fs.statSync(file);
  const key = `${file} ${mtimeMs} ${size}`;
  let bytes = sizes.get(key);
  if (bytes === undefined) {
    bytes = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    sizes.set(key, bytes);
  }
  return bytes;
}

/** The bytes of these files of the site in publicDir (paths from its root: "/app-1.js"), gzipped, together. */
export function gzipBytes(publicDir: string, files: Iterable<string>): number {
  let sum = 0;
  for (const file of files) sum += gzipped(path.join(publicDir, file));
  return sum;
}
