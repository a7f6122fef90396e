import type { ProgressListener } from './database/boot.ts';
import { openSharedMockDatabase, type SharedMockDatabase } from './database/shared.ts';
import { moveDatabaseToToday } from './demo-dates.ts';
import { MINUTE_RULES_SQL } from './minute-jobs.ts';

/** The IndexedDB database demo mode keeps its data in. */
export const DEMO_DATA_DIR = 'idb://mare-demo';

/** The opening startDemoDatabase began, until startDemoWorker takes it. */
let early: {
  opening: Promise<SharedMockDatabase>;
  listeners: Set<ProgressListener>;
  fraction: number;
} | null = null;

/**
 * Opens demo mode's shared database as a visitor finds it: its days moved to today
 * (demo-dates.ts), and the minute job's rules run (lapsed holds expire, departures depart), so
 * no screen shows a hold that has already lapsed. The e-mails those rules write go out with the
 * backend's first scheduled run (startDemoWorker).
 */
function open(onProgress: ProgressListener): Promise<SharedMockDatabase> {
  return openSharedMockDatabase({ dataDir: DEMO_DATA_DIR, onProgress }).then(async (shared) => {
    const now = new Date();
    await moveDatabaseToToday(shared.db, now);
    await shared.db.query(MINUTE_RULES_SQL, [now.toISOString()]);
    return shared;
  });
}

/**
 * Starts demo mode's database at once: a demo page calls it first thing, so the engine and the
 * database download and boot in their worker while the page hydrates and loads the mock
 * backend (msw, the handlers), which then finds it open (openDemoDatabase). A small module of
 * its own for that reason: it must not wait for the backend's code.
 */
export function startDemoDatabase(): void {
  if (early) return;
  const listeners = new Set<ProgressListener>();
  const state = {
    listeners,
    fraction: 0,
    opening: open((fraction) => {
      state.fraction = fraction;
      for (const listener of listeners) listener(fraction);
    }),
  };
  // Its failure is reported to whoever takes it.
  state.opening.catch(() => undefined);
  early = state;
}

/**
 * The database startDemoDatabase started, with its progress from now on, or (none started, or
 * already taken: a retry after a failed start) a new opening.
 */
export function openDemoDatabase(onProgress?: ProgressListener): Promise<SharedMockDatabase> {
  const started = early;
  early = null;
  if (!started) return open((fraction) => onProgress?.(fraction));
  if (onProgress) {
    onProgress(started.fraction);
    started.listeners.add(onProgress);
  }
  return started.opening;
}
