/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { gzipBytes } from './gzip.ts';

describe('files gzipped, as the budgets, the benchmarks and the boot script count them', () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gzip-'));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it('adds up the files named from the site’s root, each gzipped at level 9', () => {
    const text = 'const island = () => "hydrated";\n'.repeat(200);
    fs.writeFileSync(path.join(publicDir, 'a.js'), text);
    fs.writeFileSync(path.join(publicDir, 'b.js'), `${text}b`);
    const level9 = (content: string) => gzipSync(content, { level: 9 }).length;
    expect(gzipBytes(publicDir, ['/a.js', 'b.js'])).toBe(level9(text) + level9(`${text}b`));
  });

  it('measures a file again once it has changed', () => {
    const file = path.join(publicDir, 'a.js');
    fs.writeFileSync(file, 'a();');
    const before = gzipBytes(publicDir, ['/a.js']);
    fs.writeFileSync(file, crypto.randomBytes(4096).toString('base64'));
    expect(gzipBytes(publicDir, ['/a.js'])).toBeGreaterThan(before);
  });
});
