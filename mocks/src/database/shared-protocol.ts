import type { DatabaseSources } from './boot.ts';

/** What demo mode's shared-database worker and its tabs say to each other besides PGlite's RPC. */

/** The worker's own messages to its tab (PGlite's are `here`, `ready` and `leader-now`). */
export type WorkerNotice =
  | { type: 'mare-leader' }
  | { type: 'mare-progress'; fraction: number }
  | { type: 'mare-boot-failed'; message: string };

/**
 * A tab's requests to the leader, answered on the same channel: write the database to IndexedDB
 * now (`flush`), or load pgcrypto, which the leader starts without (`pgcrypto`; pgcrypto.ts).
 */
export type LeaderRequest = 'flush' | 'pgcrypto';

export type LeaderMessage =
  | { type: 'request'; request: LeaderRequest; id: string }
  | { type: 'done'; id: string }
  | { type: 'failed'; id: string; message: string };

/** Where a tab asks the leader of `dataDir` (every tab of the origin hears it). */
export const flushChannelName = (dataDir: string) => `mare-flush:${dataDir}`;

/** What the tab tells its worker at start-up (PGlite passes `meta` through). */
export interface SharedDatabaseMeta {
  /** The prebuilt database, fetched only by a leader that finds IndexedDB empty. */
  sources: DatabaseSources;
}

export function isSharedDatabaseMeta(meta: unknown): meta is SharedDatabaseMeta {
  return typeof (meta as SharedDatabaseMeta | null)?.sources?.dump?.url === 'string';
}
