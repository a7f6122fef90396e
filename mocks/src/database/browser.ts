import databaseUrl from 'virtual:mare-mock-database';
import { openMockDatabase, type MockDatabase, type OpenOptions } from './database.ts';

/** Loading progress, 0 to 1, for the demo's start-up indicator. */
export type ProgressListener = (fraction: number) => void;

/** PGlite waits forever when a .wasm fetch fails: a start that takes this long has failed. */
const BOOT_TIMEOUT_MS = 60_000;

/** A download that receives nothing for this long has stalled (the start then fails, with a retry). */
const STALL_TIMEOUT_MS = 30_000;

async function download(onProgress: ProgressListener | undefined): Promise<Blob> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), STALL_TIMEOUT_MS);
  };
  alive();
  try {
    const response = await fetch(databaseUrl, { signal: controller.signal });
    if (!response.ok || !response.body) {
      throw new Error(`mock database: ${databaseUrl} answered ${response.status}`);
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
 * Boots the mock database in this page (next to MSW's handlers): from IndexedDB when demo mode
 * saved one, else from the prebuilt dump.
 */
export async function openBrowserMockDatabase(
  options: OpenOptions & { onProgress?: ProgressListener } = {},
): Promise<MockDatabase> {
  const saved = await savedInIndexedDb(options.dataDir);
  const dump = saved ? null : await download(options.onProgress);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('mock database: PGlite did not start in time')),
      BOOT_TIMEOUT_MS,
    );
  });
  try {
    const db = await Promise.race([openMockDatabase(dump, options), timeout]);
    options.onProgress?.(1);
    return db;
  } finally {
    clearTimeout(timer);
  }
}
