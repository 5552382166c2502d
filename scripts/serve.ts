/**
 * Serves the production build in public/ the way a CDN would: pretty URLs (/about/ → about/index.html,
 * /about → 301 /about/), 404.html with status 404 for unknown paths, brotli or gzip for text, and the headers
 * public/_headers gives for the requested path, as Cloudflare Pages applies it (header-rules.ts), with its default
 * Cache-Control (hostCaching). Without that file, long-lived caching only for content-hashed assets. Used by
 * `npm start`, the browser tests and the benchmark; tests/e2e/host.spec.ts checks its headers against Cloudflare's.
 *
 * PORT (default 9000) and HOST (default 127.0.0.1) choose where it listens; SERVE_ROOT serves another folder
 * (the benchmark's control copies of the build).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { headersFor, parseHeaders, type HeaderRule } from './header-rules.ts';

const root = path.resolve(process.env.SERVE_ROOT ?? path.resolve(fileURLToPath(import.meta.url), '../../public'));
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? '127.0.0.1';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.xml', '.txt', '.svg', '.map']);
const cache = new Map<string, Buffer>();

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** Maps a URL path to a file in public/, or to a redirect for a folder asked for without its slash. */
function resolve(urlPath: string): { file?: string; redirect?: string; status?: 404 } {
  const file = path.join(root, path.normalize(urlPath));
  // Hosts read _headers themselves and never serve it.
  if (!file.startsWith(root) || file === headersPath) return { status: 404 };
  if (urlPath.endsWith('/') && isFile(path.join(file, 'index.html'))) return { file: path.join(file, 'index.html') };
  if (isFile(file)) return { file };
  if (isFile(path.join(file, 'index.html'))) return { redirect: `${urlPath}/` };
  return { status: 404 };
}

const headersPath = path.join(root, '_headers');
let headersRead: { mtimeMs: number; rules: HeaderRule[] | null } = { mtimeMs: NaN, rules: null };

/** The rules in public/_headers, read again whenever the file changes; null when there is no such file. */
function headerRules(): HeaderRule[] | null {
  if (!isFile(headersPath)) return null;
  const { mtimeMs } = statSync(headersPath);
  if (mtimeMs !== headersRead.mtimeMs)
    headersRead = { mtimeMs, rules: parseHeaders(readFileSync(headersPath, 'utf8')) };
  return headersRead.rules;
}

/**
 * The rules' headers with Cloudflare Pages' Cache-Control: a file or page revalidates unless a rule says otherwise,
 * and a 404 is never stored, whatever the rules say.
 */
function hostCaching(status: number, fromFile: Record<string, string>): Record<string, string> {
  const headers = { ...fromFile };
  const ruled = Object.keys(headers).find((name) => name.toLowerCase() === 'cache-control');
  if (status === 404 && ruled) delete headers[ruled];
  if (status === 404) headers['Cache-Control'] = 'no-store';
  else if (!ruled) headers['Cache-Control'] = 'public, max-age=0, must-revalidate';
  return headers;
}

function cacheControl(urlPath: string): string {
  const hashed = urlPath.startsWith('/static/') || /-[0-9a-f]{20}\.(js|css)$/.test(urlPath);
  return hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

function body(file: string, encoding: 'br' | 'gzip' | null): Buffer {
  // Keyed by modification time too, so a rebuild while the server runs is served fresh.
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let content = cache.get(key);
  if (!content) {
    const raw = readFileSync(file);
    content = encoding === 'br' ? brotliCompressSync(raw) : encoding === 'gzip' ? gzipSync(raw) : raw;
    cache.set(key, content);
  }
  return content;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(url.pathname);
  } catch {
    urlPath = '/';
  }
  const found = resolve(urlPath);
  const rules = headerRules();
  const fromFile = rules ? headersFor(urlPath, rules) : null;
  if (found.redirect) {
    res.writeHead(301, { ...fromFile, Location: `${found.redirect}${url.search}` }).end();
    return;
  }
  const status = found.file ? 200 : 404;
  const file = found.file ?? path.join(root, '404.html');
  const ext = path.extname(file);
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = !compressible.has(ext)
    ? null
    : /\bbr\b/.test(accepts)
      ? 'br'
      : /\bgzip\b/.test(accepts)
        ? 'gzip'
        : null;
  const content = body(file, encoding);
  res.writeHead(status, {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Content-Length': content.length,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...(fromFile
      ? hostCaching(status, fromFile)
      : { 'Cache-Control': status === 200 ? cacheControl(urlPath) : 'no-cache' }),
  });
  res.end(req.method === 'HEAD' ? undefined : content);
});

server.listen(port, host, () => {
  // The port it listens on: PORT=0 (the tests') lets the system choose one.
  const { port: listening } = server.address() as AddressInfo;
  const address = `http://${host === '127.0.0.1' ? 'localhost' : host}:${listening}`;
  const lines = [`Serving ${path.relative(process.cwd(), root) || '.'} at ${address}`];
  // `npm run edit` and `npm start`: the content editor comes with every build (docs/editing.md).
  if (existsSync(path.join(root, 'admin/index.html'))) {
    lines.push(`The content editor is at ${address}/admin/ (in Chromium, Chrome or Edge). Ctrl+C stops.`);
  }
  console.log(lines.join('\n'));
});
