import type { DatabaseSources } from './boot.ts';

/** What demo mode's shared-database worker and its tabs say to each other besides PGlite's RPC. */

/** The worker's own messages to its tab (PGlite's are `here`, `ready` and `leader-now`). */
export type WorkerNotice =
  | { type: 'mare-leader' }
  | { type: 'mare-progress'; fraction: number }
  | { type: 'mare-boot-failed'; message: string };

/** Asks the leader to write the database to IndexedDB now; it answers on the same channel. */
export type FlushMessage =
  | { type: 'flush'; id: string }
  | { type: 'flushed'; id: string }
  | { type: 'flush-failed'; id: string; message: string };

/** Where a tab asks the leader of `dataDir` for a flush (every tab of the origin hears it). */
export const flushChannelName = (dataDir: string) => `mare-flush:${dataDir}`;

/** What the tab tells its worker at start-up (PGlite passes `meta` through). */
export interface SharedDatabaseMeta {
  /** The prebuilt database, fetched only by a leader that finds IndexedDB empty. */
  sources: DatabaseSources;
}

export function isSharedDatabaseMeta(meta: unknown): meta is SharedDatabaseMeta {
  return typeof (meta as SharedDatabaseMeta | null)?.sources?.dump?.url === 'string';
}
