// The one static host of the test scripts: the visual run serves the built Storybook with it, the
// performance run and the end-to-end journeys the built site. Loopback only (a secure context,
// so service workers register).
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
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
  '.gz': 'application/gzip',
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

// Compressed copies a build wrote beside a file (`x.wasm.br`, `x.wasm.gz`: apps/site's
// precompress plugin), in the order they are preferred.
const siblings = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The encodings an Accept-Encoding header allows (`;q=0` refuses one). */
function acceptedEncodings(header) {
  return new Set(
    String(header ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
}

/** The file a URL names inside `dir`, or null when it would escape it. */
function resolveInside(dir, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const file = path.resolve(dir, `.${path.posix.normalize(decoded)}`);
  return file === dir || file.startsWith(dir + path.sep) ? file : null;
}

/**
 * Writes `body` as fast as the client reads it and stops when it goes, so a download the page
 * cancels (demo mode's database, sent uncompressed) is not counted whole by bytesSent().
 */
async function send(res, body) {
  const CHUNK = 64 * 1024;
  // An HTTP/2 answer has no `destroyed` of its own: its stream's says the same.
  const gone = () => res.destroyed || res.stream?.destroyed;
  for (let at = 0; at < body.length && !gone(); at += CHUNK) {
    if (res.write(body.subarray(at, at + CHUNK))) continue;
    await new Promise((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve(undefined);
      };
      res.on('drain', done);
      res.on('close', done);
    });
  }
  res.end();
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
 * - A file with a precompressed sibling (`.br`, `.gz`) is sent as that sibling with its
 *   Content-Encoding when the client accepts it, as the README asks of a host.
 * - `compress`: other text files brotli or gzip by Accept-Encoding, cached per file, like a host
 *   that precompresses at deploy time, so Lighthouse sees real transfer sizes.
 * - `encodings`: the ones it may send (default both); `[]` sends every file as stored, like a
 *   host that compresses nothing (the demo benchmark's "before").
 * - `onResponse`: told of each answer (path, status, bytes of body sent, encoding).
 * - `tls`: a key and certificate (PEM): served over HTTP/2 with TLS, as production hosts serve,
 *   at an https URL (self-signed.mjs makes a pair at run time).
 * Hashed files under /assets/ are cached for a year, everything else revalidates. `bytesSent()`
 * counts what went out on every connection so far, headers included.
 * @param {string} dir
 * @param {import('./static-server.d.mts').ServeOptions} [options]
 * @returns {Promise<import('./static-server.d.mts').StaticServer>}
 */
export async function serveStatic(
  dir,
  { port = 0, spa = false, compress = false, encodings = ['br', 'gzip'], onResponse, tls } = {},
) {
  const cache = new Map();
  const encoded = (file, body, encoding) => {
    const key = `${encoding}:${file}`;
    if (!cache.has(key)) cache.set(key, encoding === 'br' ? brotli(body) : gzip(body));
    return cache.get(key);
  };

  /** @type {(req: any, res: any) => Promise<void>} */
  const handle = async (req, res) => {
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
      const accepts = acceptedEncodings(req.headers['accept-encoding']);
      const stored = [];
      for (const [encoding, suffix] of siblings)
        if (await isFile(file + suffix)) stored.push([encoding, file + suffix]);
      const sibling = stored.find(
        ([encoding]) => encodings.includes(encoding) && accepts.has(encoding),
      );
      let body = await readFile(sibling ? sibling[1] : file);
      /** @type {Record<string, string | number>} */
      const headers = {
        'content-type': types[ext] ?? 'application/octet-stream',
        'cache-control': url.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        'x-content-type-options': 'nosniff',
      };
      if (stored.length > 0) headers.vary = 'accept-encoding';
      if (sibling) headers['content-encoding'] = sibling[0];
      else if (compress && compressible.has(ext)) {
        headers.vary = 'accept-encoding';
        const encoding = ['br', 'gzip'].find(
          (name) => encodings.includes(name) && accepts.has(name),
        );
        if (encoding) {
          body = encoded(file, body, encoding);
          headers['content-encoding'] = encoding;
        }
      }
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      await send(res, req.method === 'HEAD' ? Buffer.alloc(0) : body);
      onResponse?.({
        path: url.split('?')[0] ?? url,
        status: 200,
        bytes: req.method === 'HEAD' ? 0 : body.length,
        encoding: headers['content-encoding'] ?? null,
      });
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  };
  const server = tls ? createSecureServer({ ...tls }, handle) : createServer(handle);
  const sockets = new Set();
  let sentByClosed = 0;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sentByClosed += socket.bytesWritten;
      sockets.delete(socket);
    });
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
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${address.port}`,
    bytesSent: () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, sentByClosed),
    close: () =>
      new Promise((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        else for (const socket of sockets) socket.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}
