import { LeaderChangedError, PGliteWorker } from '@electric-sql/pglite/worker';
import sources from 'virtual:mare-mock-database';
import type { ProgressListener } from './boot.ts';
import { HandOverLog, type HandOverMark } from './hand-over-log.ts';
import { loadsPgcryptoOnDemand } from './pgcrypto.ts';
import { BOOT_TIMEOUT_MS, withTimeout } from './timeout.ts';
import {
  flushChannelName,
  type LeaderMessage,
  type LeaderRequest,
  type SharedDatabaseMeta,
  type WorkerNotice,
} from './shared-protocol.ts';

/**
 * PGlite's multi-tab client, without the round trips demo mode never needs, and calm through a
 * change of leader. A query outside a transaction costs eight messages to the leader (its lock,
 * then parse, describe, bind, describe, execute, sync); PGliteWorker adds six more (a query lock,
 * three for COPY's blob, a flush the leader schedules anyway).
 */
class DemoDatabaseClient extends PGliteWorker {
  // Every call first takes the leader's transaction lock, which keeps other tabs out; this
  // queue only orders this tab's own queries inside its transaction. A new leader gets a new
  // queue: a call cut off by the change may never settle.
  #queries: Promise<unknown> = Promise.resolve();
  /** Counts the calls that ran (took the lock); the changes of leader are logged once open. */
  readonly handOvers = new HandOverLog();

  #arrayTypes: Promise<void> | null = null;

  constructor(...args: ConstructorParameters<typeof PGliteWorker>) {
    super(...args);
    this.onLeaderChange(() => {
      this.#queries = Promise.resolve();
    });
  }

  // PGliteWorker reads the array types as it starts, without waiting for them: kept, so the tab
  // waits for that read rather than asking the leader again.
  override _initArrayTypes(options?: { force?: boolean }): Promise<void> {
    if (options?.force || !this.#arrayTypes) this.#arrayTypes = super._initArrayTypes(options);
    return this.#arrayTypes;
  }

  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    const turn = this.#queries.then(fn);
    this.#queries = turn.catch(() => undefined);
    return turn;
  }

  /**
   * Every query, exec and transaction runs here. When the leader changes (its tab closed or
   * loaded another page), a call still waiting for the lock never ran: it is asked of the new
   * leader. One that held it may or may not have been kept: it fails at once with
   * LeaderChangedError (PGlite's own cleanup would wait on the old leader forever).
   */
  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let started = false;
      let abandoned = false;
      const stop = this.onLeaderChange(() => {
        stop();
        abandoned = true;
        if (started) reject(new LeaderChangedError());
        else this.waitReady.then(() => this._runExclusiveTransaction(fn)).then(resolve, reject);
      });
      super
        ._runExclusiveTransaction(() => {
          started = true;
          this.handOvers.started();
          return fn();
        })
        .then(
          (value) => abandoned || resolve(value),
          (error: unknown) => abandoned || reject(error),
        )
        .finally(stop);
    });
  }

  // No COPY to /dev/blob in the mock backend.
  override async _handleBlob(blob?: Blob): Promise<void> {
    if (blob) await super._handleBlob(blob);
  }

  override async _cleanupBlob(): Promise<void> {}

  override async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }

  // The leader schedules a (relaxed) flush after every message; a write is flushed on purpose
  // before its answer (see flush()).
  override async syncToFs(): Promise<void> {}
}

export interface SharedMockDatabase {
  db: PGliteWorker;
  /** Writes the database to IndexedDB now (the leader's durability is relaxed for reads). */
  flush(): Promise<void>;
  /** Whether this tab's worker is the leader (the one running the database). */
  isLeader(): boolean;
  /** Where this tab stands, for a request that begins (see the next two). */
  mark(): HandOverMark;
  /** Whether the leader changed since `mark`. */
  movedSince(mark: HandOverMark): boolean;
  /**
   * Whether a call of this tab ran, since `mark`, on a leader that has gone since: it may have
   * taken with it what it had not flushed. A call that only waited for its lock ran on the new one.
   */
  mayHaveLostSince(mark: HandOverMark): boolean;
}

/** A flush that the leader has not answered in this long failed (the answer says so). */
const FLUSH_TIMEOUT_MS = 30_000;

/**
 * Opens demo mode's database, one per origin: this tab's worker joins PGlite's leader election;
 * the leader boots from IndexedDB (or the prebuilt dump the first time) and answers every tab.
 * `onProgress` follows the first start when this tab's worker is the one that boots.
 */
export async function openSharedMockDatabase(options: {
  dataDir: string;
  onProgress?: ProgressListener;
}): Promise<SharedMockDatabase> {
  const worker = new Worker(new URL('./shared-worker.ts', import.meta.url), { type: 'module' });
  // Not PGliteWorker's isLeader: its tab may miss the worker's 'leader-now' (sent while the tab
  // still waits on a lock); this listener is there before the worker starts.
  let leader = false;
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('message', (event: MessageEvent<WorkerNotice>) => {
      if (event.data.type === 'mare-leader') leader = true;
      if (event.data.type === 'mare-progress') options.onProgress?.(event.data.fraction);
      if (event.data.type === 'mare-boot-failed') reject(new Error(event.data.message));
    });
    worker.addEventListener('error', (event) => reject(new Error(event.message)));
  });
  const meta: SharedDatabaseMeta = { sources };
  // Every build of the site shares one election per data directory (not per worker URL).
  const db = new DemoDatabaseClient(worker, {
    dataDir: options.dataDir,
    id: options.dataDir,
    meta,
  });
  try {
    // A leader that boots from the dump downloads it first (its own stall timeout) and boots.
    await withTimeout(
      Promise.race([db.waitReady, failed]),
      2 * BOOT_TIMEOUT_MS,
      'mock database: the shared database did not start in time',
    );
    // PGliteWorker reads the array types without waiting: wait for them before the first request.
    await db._initArrayTypes();
  } catch (error) {
    // Ends this tab's worker: a failed leader gives the election up for the next try.
    await db.close();
    throw error;
  }
  const { handOvers } = db;
  db.onLeaderChange(() => handOvers.changed());
  const ask = leaderRequests(db, options.dataDir);
  // The leader loads pgcrypto when a tab first hashes or checks a password; a new leader that
  // took over meanwhile is asked once more.
  loadsPgcryptoOnDemand(db, () => ask('pgcrypto').catch(() => ask('pgcrypto')));
  return {
    db,
    flush: () => ask('flush'),
    isLeader: () => leader,
    mark: () => handOvers.mark(),
    movedSince: (mark) => handOvers.movedSince(mark),
    mayHaveLostSince: (mark) => handOvers.mayHaveLostSince(mark),
  };
}

/** What a request to the leader says when it fails or outlasts its time. */
const REQUESTS = {
  flush: {
    // A leader that leaves mid-flush may have taken the write with it: say so.
    leaderChanged: 'mock database: the leader changed before the write was saved',
    timedOut: 'mock database: the write was not saved in time',
    ms: FLUSH_TIMEOUT_MS,
  },
  pgcrypto: {
    leaderChanged: 'mock database: the leader changed before pgcrypto was loaded',
    timedOut: 'mock database: pgcrypto was not loaded in time',
    // A download (0.9 MB) and a compile.
    ms: BOOT_TIMEOUT_MS,
  },
} satisfies Record<LeaderRequest, { leaderChanged: string; timedOut: string; ms: number }>;

/** Asks the leader of `dataDir` for something (shared-protocol.ts) and waits for its answer. */
function leaderRequests(db: PGliteWorker, dataDir: string) {
  const channel = new BroadcastChannel(flushChannelName(dataDir));
  return (request: LeaderRequest) =>
    new Promise<void>((resolve, reject) => {
      const id = crypto.randomUUID();
      const done = (error?: Error) => {
        channel.removeEventListener('message', answer);
        stopWatching();
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      const answer = (event: MessageEvent<LeaderMessage>) => {
        if (event.data.id !== id) return;
        if (event.data.type === 'done') done();
        if (event.data.type === 'failed') done(new Error(event.data.message));
      };
      const stopWatching = db.onLeaderChange(() =>
        done(new Error(REQUESTS[request].leaderChanged)),
      );
      const timer = setTimeout(
        () => done(new Error(REQUESTS[request].timedOut)),
        REQUESTS[request].ms,
      );
      channel.addEventListener('message', answer);
      channel.postMessage({ type: 'request', request, id } satisfies LeaderMessage);
    });
}
