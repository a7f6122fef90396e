import { PGlite, type Extension } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { storedGzip } from './stored-gzip.ts';
import { BOOT_TIMEOUT_MS, withTimeout } from './timeout.ts';

export interface OpenOptions {
  /** `idb://<name>` keeps the data in IndexedDB (demo mode); default: in memory. */
  dataDir?: string;
  /** pgcrypto's gzipped tar, when not PGlite's own file (see pgcryptoBundle). */
  pgcryptoBundle?: URL;
}

/** The smallest valid WebAssembly module. */
const EMPTY_WASM = Uint8Array.of(0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00);

/**
 * Boots a database from a prebuilt dump (see dump.ts): 0.4-1.5 s instead of 3-6 s for initdb
 * and the migrations. Without a dump, the dataDir must already hold the database (demo mode
 * reopening what IndexedDB kept).
 */
export function openMockDatabase(dump: Blob | null, options: OpenOptions = {}): Promise<PGlite> {
  const bundlePath = options.pgcryptoBundle;
  const crypto: Extension = bundlePath
    ? {
        ...pgcrypto,
        setup: async (pg, opts) => ({ ...(await pgcrypto.setup(pg, opts)), bundlePath }),
      }
    : pgcrypto;
  return PGlite.create({
    dataDir: options.dataDir,
    // PGlite fetches initdb's engine (0.3 MB) ahead, in case it must create the database; from
    // a dump it never does, so an empty module stands in.
    ...(dump && { loadDataDir: dump, initdbWasmModule: new WebAssembly.Module(EMPTY_WASM) }),
    extensions: { pgcrypto: crypto },
    // Demo mode: a write to IndexedDB costs ~100 ms when flushed at once; later is enough.
    relaxedDurability: options.dataDir?.startsWith('idb://') ?? false,
  });
}

/** Loading progress, 0 to 1, for the demo's start-up indicator. */
export type ProgressListener = (fraction: number) => void;

export type BootOptions = OpenOptions & { onProgress?: ProgressListener };

/** Where the prebuilt database is served. */
export interface DumpSource {
  url: string;
  /** Its size as a tar, for the progress (the host may send it compressed). */
  bytes?: number;
  /** A gzip copy (builds): for a host that sends the tar as stored, 1.4 MB instead of 13. */
  gzipUrl?: string;
}

/** What a browser downloads to boot the mock database (`virtual:mare-mock-database`). */
export interface DatabaseSources {
  dump: DumpSource;
  /** pgcrypto's files as a plain tar (builds; see pgcryptoBundle). */
  pgcryptoTar?: string;
}

/** A download that receives nothing for this long has stalled (the start then fails, with a retry). */
const STALL_TIMEOUT_MS = 30_000;

/**
 * The tar, as small as the host allows: a host that follows the README sends it with a
 * Content-Encoding (brotli, ~0.9 MB) and the browser inflates it. One that sends it as stored
 * gets the gzip copy asked for instead, inflated here (DecompressionStream). A host that adds
 * `Content-Encoding: gzip` to `.gz` files (Apache's AddEncoding) has the browser inflate it.
 */
export async function downloadDump(
  source: DumpSource,
  onProgress?: ProgressListener,
  fetchFn: typeof fetch = fetch,
): Promise<Blob> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), STALL_TIMEOUT_MS);
  };
  const get = async (url: string) => {
    alive();
    const response = await fetchFn(url, { signal: controller.signal });
    if (!response.ok || !response.body) {
      throw new Error(`mock database: ${url} answered ${response.status}`);
    }
    return { response, body: response.body, encoded: response.headers.has('Content-Encoding') };
  };
  try {
    let { response, body, encoded } = await get(source.url);
    if (source.gzipUrl && !encoded) {
      await body.cancel();
      ({ response, body, encoded } = await get(source.gzipUrl));
      if (!encoded) body = body.pipeThrough(new DecompressionStream('gzip'));
    }
    const total = source.bytes ?? (Number(response.headers.get('Content-Length')) || 0);
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    const reader = body.getReader();
    for (;;) {
      alive();
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      if (total) onProgress?.(Math.min(received / total, 1) * 0.8);
    }
    return new Blob(chunks);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * pgcrypto's bundle for PGlite from the plain tar a host sends with brotli (0.93 MB, where
 * PGlite's own gzip file is 1.15). PGlite reads only gzip (it inflates any answer not marked
 * `Content-Encoding: gzip`), so the tar is wrapped in a gzip file that stores it uncompressed
 * (a few ms; compressing it took 170 ms on the loaded 2-core machine, before PGlite could start)
 * and handed over as a `blob:` URL (revoke it once PGlite has started). Null when the host sends
 * the tar as stored, or on any failure: PGlite then fetches its own file.
 */
export async function pgcryptoBundle(
  url: string | undefined,
  fetchFn: typeof fetch = fetch,
): Promise<URL | null> {
  if (!url) return null;
  try {
    // Bounded: the boot waits for it.
    const response = await fetchFn(url, { signal: AbortSignal.timeout(STALL_TIMEOUT_MS) });
    if (!response.ok || !response.body) return null;
    if (!response.headers.has('Content-Encoding')) {
      await response.body.cancel();
      return null;
    }
    const tar = new Uint8Array(await response.arrayBuffer());
    return new URL(URL.createObjectURL(storedGzip(tar)));
  } catch {
    return null;
  }
}

/** Whether IndexedDB already holds this PGlite data directory (IDBFS names it /pglite/<name>). */
async function savedInIndexedDb(dataDir: string | undefined): Promise<boolean> {
  if (!dataDir?.startsWith('idb://') || typeof indexedDB.databases !== 'function') return false;
  const name = `/pglite/${dataDir.slice('idb://'.length)}`;
  try {
    return (await indexedDB.databases()).some((db) => db.name === name);
  } catch {
    return false;
  }
}

/**
 * Boots the mock database in this thread (a page, or demo mode's shared worker): from IndexedDB
 * when demo mode saved one, else from the prebuilt dump.
 */
export async function bootMockDatabase(sources: DatabaseSources, options: BootOptions = {}) {
  const saved = await savedInIndexedDb(options.dataDir);
  // Beside the dump's download; never fails (PGlite's own file stands in).
  const extension = pgcryptoBundle(sources.pgcryptoTar);
  const dump = saved ? null : await downloadDump(sources.dump, options.onProgress);
  const bundle = await extension;
  try {
    const db = await withTimeout(
      openMockDatabase(dump, { ...options, pgcryptoBundle: bundle ?? undefined }),
      BOOT_TIMEOUT_MS,
      'mock database: PGlite did not start in time',
    );
    options.onProgress?.(1);
    return db;
  } finally {
    if (bundle) URL.revokeObjectURL(bundle.href);
  }
}
