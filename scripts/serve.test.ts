/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What scripts/serve.ts prints once it listens, serving `root` on a port the system chooses, written as PORT. */
function startUpLines(root: string): Promise<string[]> {
  const server = spawn(process.execPath, [path.join(__dirname, 'serve.ts')], {
    env: { ...process.env, PORT: '0', SERVE_ROOT: root },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.endsWith('\n')) return;
      server.kill();
      resolve(
        out
          .trim()
          .replace(/localhost:\d+/g, 'localhost:PORT')
          .split('\n'),
      );
    });
    server.on('error', reject);
  });
}

describe('npm start and npm run edit', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('print where the site is served', async () => {
    expect(await startUpLines(root)).toEqual([
      `Serving ${path.relative(process.cwd(), root)} at http://localhost:PORT`,
    ]);
  });

  it('print where the content editor is, when the build has one', async () => {
    fs.mkdirSync(path.join(root, 'admin'));
    fs.writeFileSync(path.join(root, 'admin/index.html'), '<!doctype html>');
    expect(await startUpLines(root)).toContain(
      'The content editor is at http://localhost:PORT/admin/ (in Chromium, Chrome or Edge). Ctrl+C stops.',
    );
  });
});
