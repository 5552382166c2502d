/**
 * Starts scripts/serve.ts on 127.0.0.1 on a free port for a folder, warms its compression cache, and stops it again.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A port nothing listens on right now: the kernel picks one, we release it for the server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      // A string only for a pipe or a socket, null once closed.
      const address = probe.address();
      if (address === null || typeof address === 'string') reject(new Error(`No port from ${String(address)}`));
      else probe.close(() => resolve(address.port));
    });
  });
}

/** The `n`th of the ports from `first` on (--port), or undefined, a free port then, where the run named none. */
export const nthPort = (first: number | undefined, n: number) => (first === undefined ? undefined : first + n);

/** A server started for the benchmark: where it answers, and how to stop it. */
export interface Server {
  origin: string;
  stop: () => void;
}

/**
 * Resolves with { origin, stop } once the server prints that it is listening; it serves `dir` (default public/), on
 * `port`, else on a free port the system picks.
 */
export async function startServer(root: string, dir = path.join(root, 'public'), port?: number): Promise<Server> {
  port ??= await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SERVE_ROOT: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  process.once('exit', stop);
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`scripts/serve.ts exited with code ${code} before listening`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Serving')) resolve();
    });
  });
  return { origin: `http://127.0.0.1:${port}`, stop };
}

/**
 * The server brotli-compresses each file on its first request and then caches it. Ask for every text file
 * once, so the first measured run does not pay for compression in its response times.
 */
export async function warmUp(origin: string, publicDir: string): Promise<void> {
  const text = /\.(html|js|css|json|svg|txt|xml|webmanifest)$/;
  const files = fs.readdirSync(publicDir, { recursive: true, encoding: 'utf8' }).filter((file) => text.test(file));
  for (const file of files) {
    const response = await fetch(`${origin}/${file.split(path.sep).join('/')}`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    await response.arrayBuffer();
  }
}
