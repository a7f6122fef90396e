import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { BOOT_TIMEOUT_MS, withTimeout } from './timeout.ts';

export interface OpenOptions {
  /** `idb://<name>` keeps the data in IndexedDB (demo mode); default: in memory. */
  dataDir?: string;
}

/**
 * Boots a database from a prebuilt dump (see dump.ts): 0.4-1.5 s instead of 3-6 s for initdb
 * and the migrations. Without a dump, the dataDir must already hold the database (demo mode
 * reopening what IndexedDB kept).
 */
export function openMockDatabase(dump: Blob | null, options: OpenOptions = {}): Promise<PGlite> {
  return PGlite.create({
    dataDir: options.dataDir,
    ...(dump && { loadDataDir: dump }),
    extensions: { pgcrypto },
    // Demo mode: a write to IndexedDB costs ~100 ms when flushed at once; later is enough.
    relaxedDurability: options.dataDir?.startsWith('idb://') ?? false,
  });
}

/** Loading progress, 0 to 1, for the demo's start-up indicator. */
export type ProgressListener = (fraction: number) => void;

export type BootOptions = OpenOptions & { onProgress?: ProgressListener };

/** A download that receives nothing for this long has stalled (the start then fails, with a retry). */
const STALL_TIMEOUT_MS = 30_000;

async function download(url: string, onProgress: ProgressListener | undefined): Promise<Blob> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), STALL_TIMEOUT_MS);
  };
  alive();
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok || !response.body) {
      throw new Error(`mock database: ${url} answered ${response.status}`);
    }
    const total = Number(response.headers.get('Content-Length')) || 0;
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    const reader = response.body.getReader();
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
 * when demo mode saved one, else from the prebuilt dump at `dumpUrl`.
 */
export async function bootMockDatabase(dumpUrl: string, options: BootOptions = {}) {
  const saved = await savedInIndexedDb(options.dataDir);
  const dump = saved ? null : await download(dumpUrl, options.onProgress);
  const db = await withTimeout(
    openMockDatabase(dump, options),
    BOOT_TIMEOUT_MS,
    'mock database: PGlite did not start in time',
  );
  options.onProgress?.(1);
  return db;
}
