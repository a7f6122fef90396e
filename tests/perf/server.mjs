// A static host for the built apps: SPA fallback, brotli/gzip by Accept-Encoding, long-lived
// caching for hashed assets. Like a real host, so Lighthouse sees real transfer sizes.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotli, gzip } from './compress.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
// Already-compressed formats are sent as they are.
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.ico']);

/** The file a URL names inside `dir`, or null when it would escape it. */
function resolveInside(dir, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const file = path.resolve(dir, `.${path.posix.normalize(decoded)}`);
  return file === dir || file.startsWith(dir + path.sep) ? file : null;
}

async function isFile(file) {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/**
 * The HTML for a path without a file: its prerendered page (`/auth/signin` →
 * auth/signin/index.html), else the build's page shell, else index.html (a build without either).
 */
async function pageFile(dir, file) {
  for (const candidate of [path.join(file, 'index.html'), path.join(dir, 'shell.html')])
    if (await isFile(candidate)) return candidate;
  return path.join(dir, 'index.html');
}

/**
 * Serves `dir` on 127.0.0.1. A path without a file extension that names no file gets its page (see
 * pageFile; the router takes over); a missing file with an extension is a 404, so /robots.txt is never HTML.
 * @param {string} dir
 */
export async function serveSpa(dir) {
  const cache = new Map();
  const encoded = (file, body, encoding) => {
    const key = `${encoding}:${file}`;
    if (!cache.has(key)) cache.set(key, encoding === 'br' ? brotli(body) : gzip(body));
    return cache.get(key);
  };

  const server = createServer(async (req, res) => {
    try {
      const url = req.url ?? '/';
      let file = resolveInside(dir, url);
      if (file && !(await isFile(file)) && !path.extname(file)) file = await pageFile(dir, file);
      if (!file || !(await isFile(file))) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      const ext = path.extname(file).toLowerCase();
      let body = await readFile(file);
      const headers = {
        'content-type': types[ext] ?? 'application/octet-stream',
        'cache-control': url.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        'x-content-type-options': 'nosniff',
      };
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (compressible.has(ext)) {
        headers.vary = 'accept-encoding';
        const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
        if (encoding) {
          body = encoded(file, body, encoding);
          headers['content-encoding'] = encoding;
        }
      }
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
