// Demo mode's database, in a worker per tab: PGlite's leader election lets one of them (the
// leader) open it, and every tab's queries go to that one. When the leader's tab closes, another
// worker wins the election and reopens what the last flush left in IndexedDB.
import type { PGlite } from '@electric-sql/pglite';
import { worker } from '@electric-sql/pglite/worker';
import { bootMockDatabase } from './boot.ts';
import { loadPgcrypto } from './pgcrypto.ts';
import {
  flushChannelName,
  isSharedDatabaseMeta,
  type LeaderMessage,
  type WorkerNotice,
} from './shared-protocol.ts';

const notify = (notice: WorkerNotice) => postMessage(notice);

/**
 * Answers the tabs' requests: the database written through to IndexedDB now, or pgcrypto loaded
 * (the leader starts without it; see pgcrypto.ts).
 */
function serveTabs(db: PGlite, dataDir: string) {
  const channel = new BroadcastChannel(flushChannelName(dataDir));
  channel.onmessage = async (event: MessageEvent<LeaderMessage>) => {
    if (event.data.type !== 'request') return;
    const { id, request } = event.data;
    try {
      // Not db.syncToFs(): with relaxed durability it only schedules the write.
      if (request === 'flush') await db.fs?.syncToFs(false);
      else await loadPgcrypto(db);
      channel.postMessage({ type: 'done', id } satisfies LeaderMessage);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      channel.postMessage({ type: 'failed', id, message } satisfies LeaderMessage);
    }
  };
}

void worker({
  // Runs only in the leader's worker, once it has won the election.
  async init(options) {
    notify({ type: 'mare-leader' });
    try {
      if (!isSharedDatabaseMeta(options.meta) || !options.dataDir)
        throw new Error('mock database: the shared worker needs meta.sources and a dataDir');
      const db = await bootMockDatabase(options.meta.sources, {
        dataDir: options.dataDir,
        onProgress: (fraction) => notify({ type: 'mare-progress', fraction }),
        // Only the mock auth server calls it, to hash and check passwords.
        pgcryptoOnDemand: true,
      });
      serveTabs(db, options.dataDir);
      return db;
    } catch (error) {
      notify({
        type: 'mare-boot-failed',
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  },
});
