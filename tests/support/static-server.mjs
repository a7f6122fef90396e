// The one static host of the test scripts: the visual run serves the built Storybook with it, the
// performance run and the end-to-end journeys the built site. Loopback only (a secure context,
// so service workers register).
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotli, gzip } from './compress.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // The mock backend's engine and database (PGlite): WebAssembly compiles only from this type.
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.tar': 'application/x-tar',
};
// Already-compressed formats are sent as they are.
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.ico',
]);

/** The file a URL names inside `dir`, or null when it would escape it. */
function resolveInside(dir, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const file = path.resolve(dir, `.${path.posix.normalize(decoded)}`);
  return file === dir || file.startsWith(dir + path.sep) ? file : null;
}

/** 'file', 'directory' or null (nothing there). */
async function kindOf(file) {
  return stat(file).then(
    (info) => (info.isFile() ? 'file' : info.isDirectory() ? 'directory' : null),
    () => null,
  );
}

const isFile = async (file) => (await kindOf(file)) === 'file';

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
 * Serves `dir` on 127.0.0.1.
 * - `port`: 0 (the default) takes a free one; the visual run keeps a fixed one because copied
 *   links in its screenshots show the origin.
 * - `spa`: a path without an extension that names no file gets its page (see pageFile; the
 *   router takes over), and so does a browser's navigation to any missing file (demo mode's
 *   storage links, `/mock-supabase/storage/v1/…/photo.png`, open in a new tab as the shell, like a
 *   host's catch-all rewrite); without it such a path is a 404, like any missing file. A missing
 *   file fetched by a script is always a 404, so /robots.txt is never HTML.
 * - `compress`: brotli or gzip by Accept-Encoding, cached per file, like a host that
 *   precompresses at deploy time, so Lighthouse sees real transfer sizes.
 * Hashed files under /assets/ are cached for a year, everything else revalidates.
 * @param {string} dir
 * @param {{ port?: number, spa?: boolean, compress?: boolean }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(dir, { port = 0, spa = false, compress = false } = {}) {
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
      const kind = file && (await kindOf(file));
      if (file && kind === 'directory') file = path.join(file, 'index.html');
      else if (file && !kind && spa) {
        const navigation = req.headers['sec-fetch-mode'] === 'navigate';
        if (navigation || !path.extname(file)) file = await pageFile(dir, file);
      }
      if (!file || !(await isFile(file))) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      const ext = path.extname(file).toLowerCase();
      let body = await readFile(file);
      /** @type {Record<string, string | number>} */
      const headers = {
        'content-type': types[ext] ?? 'application/octet-stream',
        'cache-control': url.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        'x-content-type-options': 'nosniff',
      };
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (compress && compressible.has(ext)) {
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
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
          ? new Error(`port ${port} is in use`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
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
