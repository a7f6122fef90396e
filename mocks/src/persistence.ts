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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasArrays = (value: unknown, keys: string[]) =>
  isRecord(value) && keys.every((key) => Array.isArray(value[key]));

/** A structural check: enough to tell our own save from junk or another program's data. */
function looksLikeState(value: unknown): value is MockState {
  return (
    isRecord(value) &&
    hasArrays(value.auth, ['users', 'sessions', 'refreshTokens', 'emailTokens']) &&
    hasArrays(value.tables, ['profiles', 'perfis_usuarios', 'service_providers', 'audit_logs']) &&
    hasArrays(value.storage, ['buckets', 'objects']) &&
    Array.isArray(value.mailbox)
  );
}

/**
 * Persists the state as versioned JSON under one key. Corrupt, foreign or older data is dropped
 * with a warning and the backend starts from the fixtures; it never throws.
 */
export function webStoragePersistence(
  storage: KeyValueStorage,
  warn: (message: string) => void = (message) => console.warn(message),
): Persistence {
  const discard = (reason: string) => {
    warn(`[mare mocks] ${reason}: the demo data was reset.`);
    storage.removeItem(PERSISTENCE_KEY);
    return null;
  };

  return {
    load() {
      const raw = storage.getItem(PERSISTENCE_KEY);
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
      if (!looksLikeState(saved.state)) return discard('saved demo data is incomplete');
      return saved.state;
    },
    save(state) {
      try {
        storage.setItem(PERSISTENCE_KEY, JSON.stringify({ version: PERSISTENCE_VERSION, state }));
      } catch (error) {
        warn(`[mare mocks] could not save the demo data (${String(error)}).`);
      }
    },
    clear() {
      storage.removeItem(PERSISTENCE_KEY);
    },
  };
}
