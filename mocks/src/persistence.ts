import { isMockState, isRecord } from './db/guards.ts';
import type { MockState } from './db/types.ts';

/** Where a mock backend keeps its state between page loads (demo mode). */
export interface Persistence {
  /** The saved state, or null when there is none or it cannot be used. */
  load(): MockState | null;
  save(state: MockState): void;
  clear(): void;
}

/** The subset of the Web Storage API used; injected so Node tests can pass a fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const PERSISTENCE_KEY = 'mare:mock-backend';
/** Bump when MockState changes shape: older saves are then discarded, never misread. */
export const PERSISTENCE_VERSION = 1;

/**
 * Persists the state as versioned JSON under one key. Corrupt, foreign or older data is dropped
 * with a warning and the backend starts from the fixtures. It never throws: browsers throw from
 * every Storage method (SecurityError with storage blocked, QuotaExceededError when full), and
 * the demo must still run, in memory, when they do.
 */
export function webStoragePersistence(
  storage: KeyValueStorage,
  warn: (message: string) => void = (message) => console.warn(message),
): Persistence {
  const remove = () => {
    try {
      storage.removeItem(PERSISTENCE_KEY);
    } catch (error) {
      warn(`[mare mocks] could not clear the saved demo data (${String(error)}).`);
    }
  };
  const discard = (reason: string) => {
    warn(`[mare mocks] ${reason}: the demo data was reset.`);
    remove();
    return null;
  };

  return {
    load() {
      let raw: string | null;
      try {
        raw = storage.getItem(PERSISTENCE_KEY);
      } catch (error) {
        warn(`[mare mocks] could not read the saved demo data (${String(error)}): starting over.`);
        return null;
      }
      if (raw === null) return null;
      let saved: unknown;
      try {
        saved = JSON.parse(raw);
      } catch {
        return discard('saved demo data is not valid JSON');
      }
      if (!isRecord(saved) || saved.version !== PERSISTENCE_VERSION) {
        return discard(
          `saved demo data has version ${String(isRecord(saved) ? saved.version : saved)}, expected ${PERSISTENCE_VERSION}`,
        );
      }
      if (!isMockState(saved.state)) return discard('saved demo data is incomplete or malformed');
      return saved.state;
    },
    save(state) {
      try {
        storage.setItem(PERSISTENCE_KEY, JSON.stringify({ version: PERSISTENCE_VERSION, state }));
      } catch (error) {
        warn(`[mare mocks] could not save the demo data (${String(error)}).`);
      }
    },
    clear: remove,
  };
}
