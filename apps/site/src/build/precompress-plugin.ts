import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings written beside a file, by the suffix a host looks for, in order of preference. */
export const SIBLINGS = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof SIBLINGS;
const ENCODINGS = Object.keys(SIBLINGS) as Encoding[];

/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/** Entries unused this long leave the cache (old engines, databases and chunks). */
const CACHE_DAYS = 14;

/**
 * Brotli, by default at its best (quality 11: the demo's engine, 9 MB, comes to 2.56 MB instead
 * of 2.89 at quality 9, and the demo only meets its download aim so), and gzip (level 9) for
 * clients without brotli.
 */
export async function compress(
  source: Uint8Array,
  brotliQuality = 11,
): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** Compressed copies by content: quality 11 takes half a minute of CPU for the demo's engine. */
async function cachedCompress(cacheDir: string, source: Uint8Array, brotliQuality: number) {
  const key = `${createHash('sha256').update(source).digest('hex')}-q${brotliQuality}`;
  const files = { br: path.join(cacheDir, `${key}.br`), gzip: path.join(cacheDir, `${key}.gz`) };
  try {
    const cached = { br: await readFile(files.br), gzip: await readFile(files.gzip) };
    const now = new Date();
    await Promise.all(Object.values(files).map((file) => utimes(file, now, now)));
    return cached;
  } catch {
    // Not cached yet: compressed now.
  }
  const made = await compress(source, brotliQuality);
  await mkdir(cacheDir, { recursive: true });
  // Written whole, then renamed: two builds at once (the test suites') never read half a file.
  await Promise.all(
    ENCODINGS.map(async (encoding) => {
      const partial = `${files[encoding]}.${process.pid}`;
      await writeFile(partial, made[encoding]);
      await rename(partial, files[encoding]);
    }),
  );
  return made;
}

async function pruneCache(cacheDir: string) {
  const oldest = Date.now() - CACHE_DAYS * 24 * 3600 * 1000;
  const names = await readdir(cacheDir).catch(() => []);
  for (const name of names) {
    const file = path.join(cacheDir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < oldest) await rm(file, { force: true });
  }
}

/** The encodings an Accept-Encoding header allows (`;q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  return new Set(
    (header ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name = '']) => name),
  );
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  // WebAssembly compiles while it streams only from this type.
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.tar': 'application/x-tar',
};

export interface PrecompressedAnswer {
  file: string;
  headers: Record<string, string>;
}

/**
 * What a host following the README sends for `urlPath` of the build in `outDir`: the file's
 * precompressed sibling the client accepts, with the file's own type, or null (no sibling, or
 * not accepted: the file as it is, by whoever serves it).
 */
export async function precompressedAnswer(
  outDir: string,
  urlPath: string,
  acceptEncoding: string | undefined,
): Promise<PrecompressedAnswer | null> {
  const type = TYPES[path.extname(urlPath).toLowerCase()];
  if (!type) return null;
  const file = path.join(outDir, path.posix.normalize(decodeURIComponent(urlPath)));
  if (!file.startsWith(outDir + path.sep)) return null;
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ENCODINGS) {
    if (!accepted.has(encoding)) continue;
    const sibling = file + SIBLINGS[encoding];
    const info = await stat(sibling).catch(() => null);
    if (!info?.isFile()) continue;
    return {
      file: sibling,
      headers: {
        'Content-Type': type,
        'Content-Encoding': encoding,
        'Content-Length': String(info.size),
        Vary: 'Accept-Encoding',
        // The build names everything under assets/ by its content.
        'Cache-Control': urlPath.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      },
    };
  }
  return null;
}

/**
 * Writes `x.br` and `x.gz` beside each file of the build that `include` names (demo builds: the
 * PGlite engine and data, the prebuilt database, the scripts), so that any static host can send
 * them compressed with no work per request; a copy that saves under a tenth is not written.
 * Not the HTML: the prerender plugin rewrites it after the bundle is written, and hosts compress
 * HTML by themselves. Node's zlib rather than a compression plugin from npm: a few lines, no
 * dependency, and the copies are cached by content under Vite's cache folder, so the engine's
 * brotli is paid once per PGlite version and the database's once per change of the SQL.
 * `vite preview` sends the copies with their Content-Encoding, as the README asks of a host.
 * A lower `brotliQuality` makes a first build quicker (the journeys': a minute of CPU less).
 */
export function precompressPlugin({
  include,
  brotliQuality = 11,
}: {
  include: RegExp;
  brotliQuality?: number;
}): Plugin {
  let cacheDir = '';
  let outDir = '';
  return {
    name: 'mare-precompress',
    // Not the prerender's server build, which is thrown away.
    apply: (_config, env) => env.isPreview === true || (env.command === 'build' && !env.isSsrBuild),
    configResolved(config) {
      cacheDir = path.join(config.cacheDir, 'precompressed');
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const names = Object.keys(bundle).filter(
        (name) => include.test(name) && !name.endsWith('.html'),
      );
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name);
          const source = await readFile(file);
          if (source.byteLength < MIN_BYTES) return;
          const copies = await cachedCompress(cacheDir, source, brotliQuality);
          for (const encoding of ENCODINGS) {
            const sibling = name + SIBLINGS[encoding];
            // A copy the build made itself (the database's gzip, which boot.ts may fetch).
            if (sibling in bundle) continue;
            if (copies[encoding].byteLength < source.byteLength * 0.9)
              await writeFile(path.join(dir, sibling), copies[encoding]);
          }
        }),
      );
      await pruneCache(cacheDir);
    },
    configurePreviewServer(server) {
      // Before Vite's own compression, which would gzip the 28 MB anew for each visitor.
      const serve: Connect.NextHandleFunction = (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const urlPath = new URL(req.url ?? '/', 'http://preview').pathname;
        precompressedAnswer(outDir, urlPath, req.headers['accept-encoding']).then(
          async (answer) => {
            if (!answer) return next();
            res.writeHead(200, answer.headers);
            res.end(req.method === 'HEAD' ? undefined : await readFile(answer.file));
          },
          next,
        );
      };
      server.middlewares.use(serve);
    },
  };
}
