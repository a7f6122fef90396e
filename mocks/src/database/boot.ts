import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { lazyPgcrypto, loadsPgcryptoOnDemand } from './pgcrypto.ts';
import { BOOT_TIMEOUT_MS, withTimeout } from './timeout.ts';

/** PGlite's engine and its file system bundle, fetched ahead (see prefetchEngine). */
export interface PrefetchedEngine {
  module: WebAssembly.Module;
  data: Blob;
}

export interface OpenOptions {
  /** `idb://<name>` keeps the data in IndexedDB (demo mode); default: in memory. */
  dataDir?: string;
  /**
   * Starts without pgcrypto and installs it from this tar when a call first needs it (see
   * pgcrypto.ts); without it, pgcrypto is loaded with the engine, from PGlite's own file.
   */
  pgcryptoOnDemand?: () => Promise<Blob>;
  /** The engine, already fetched and compiled; without it PGlite fetches its own files. */
  engine?: PrefetchedEngine | null;
}

/** The smallest valid WebAssembly module. */
const EMPTY_WASM = Uint8Array.of(0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00);

/**
 * Boots a database from a prebuilt dump (see dump.ts): 0.4-1.5 s instead of 3-6 s for initdb
 * and the migrations. Without a dump, the dataDir must already hold the database (demo mode
 * reopening what IndexedDB kept).
 */
export async function openMockDatabase(
  dump: Blob | null,
  options: OpenOptions = {},
): Promise<PGlite> {
  const onDemand = options.pgcryptoOnDemand ? lazyPgcrypto(options.pgcryptoOnDemand) : null;
  const db = await PGlite.create({
    dataDir: options.dataDir,
    // PGlite fetches initdb's engine (0.3 MB) ahead, in case it must create the database; from
    // a dump it never does, so an empty module stands in.
    ...(dump && { loadDataDir: dump, initdbWasmModule: new WebAssembly.Module(EMPTY_WASM) }),
    ...(options.engine && {
      pgliteWasmModule: options.engine.module,
      fsBundle: options.engine.data,
    }),
    extensions: { pgcrypto: onDemand?.extension ?? pgcrypto },
    // Demo mode: a write to IndexedDB costs ~100 ms when flushed at once; later is enough.
    relaxedDurability: options.dataDir?.startsWith('idb://') ?? false,
  });
  if (onDemand) loadsPgcryptoOnDemand(db, onDemand.load);
  return db;
}

/** Loading progress, 0 to 1, for the demo's start-up indicator. */
export type ProgressListener = (fraction: number) => void;

export interface BootOptions {
  dataDir?: string;
  onProgress?: ProgressListener;
  /** Start without pgcrypto and load it on demand, from `sources.pgcrypto` (demo mode). */
  pgcryptoOnDemand?: boolean;
}

/** Where a tar is served: the prebuilt database, or pgcrypto's files. */
export interface DumpSource {
  url: string;
  /** Its size as a tar, for the progress (the host may send it compressed). */
  bytes?: number;
  /** A gzip copy (builds): for a host that sends the tar as stored (the database: 1.5 MB, not 14). */
  gzipUrl?: string;
}

/** PGlite's engine (`pglite.wasm`) and its file system bundle (`pglite.data`), as served. */
export interface EngineSource {
  wasm: string;
  data: string;
}

/** What a browser downloads to boot the mock database (`virtual:mare-mock-database`). */
export interface DatabaseSources {
  dump: DumpSource;
  /** PGlite's own files, to fetch beside the dump rather than after it. */
  engine?: EngineSource;
  /** pgcrypto's files as a tar, for a database that loads it on demand (see pgcrypto.ts). */
  pgcrypto?: DumpSource;
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

/** The engine compiled: as it downloads when the host sends `.wasm` with its type (README). */
async function compileEngine(url: string): Promise<WebAssembly.Module> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`mock database: ${url} answered ${response.status}`);
  if (response.headers.get('Content-Type')?.startsWith('application/wasm'))
    return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * PGlite's engine, compiled, and its files: started at once, beside the dump's download (PGlite
 * itself starts them only once it is created, which needs the dump). Null on any failure:
 * PGlite then fetches its own.
 */
export async function prefetchEngine(source: EngineSource): Promise<PrefetchedEngine | null> {
  try {
    const [module, data] = await Promise.all([
      compileEngine(source.wasm),
      fetch(source.data).then((response) => {
        if (!response.ok)
          throw new Error(`mock database: ${source.data} answered ${response.status}`);
        return response.blob();
      }),
    ]);
    return { module, data };
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
 * when demo mode saved one, else from the prebuilt dump, whose download runs beside the engine's.
 */
export async function bootMockDatabase(sources: DatabaseSources, options: BootOptions = {}) {
  const engine = sources.engine ? prefetchEngine(sources.engine) : Promise.resolve(null);
  const saved = await savedInIndexedDb(options.dataDir);
  const dump = saved ? null : await downloadDump(sources.dump, options.onProgress);
  const tar = options.pgcryptoOnDemand ? sources.pgcrypto : undefined;
  const db = await withTimeout(
    engine.then((prefetched) =>
      openMockDatabase(dump, {
        dataDir: options.dataDir,
        engine: prefetched,
        pgcryptoOnDemand: tar && (() => downloadDump(tar)),
      }),
    ),
    BOOT_TIMEOUT_MS,
    'mock database: PGlite did not start in time',
  );
  options.onProgress?.(1);
  return db;
}
