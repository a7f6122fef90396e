import type { PublishedSlots } from '@mare/domain';

/** The localStorage key holding the slots this browser already published ("2026-11-21T09:00"). */
export const PUBLISHED_SLOTS_KEY = 'mare:artigos-publicados';
/** Six slots a day: a few days of keys is plenty to never publish a slot twice. */
const MAX_KEYS = 32;

export type SlotStorage = Pick<Storage, 'getItem' | 'setItem'>;

function openStorage(getStorage: () => SlotStorage | null | undefined): SlotStorage | null {
  try {
    // Reading window.localStorage itself throws in sandboxed frames and some private modes.
    return getStorage() ?? null;
  } catch {
    return null;
  }
}

function readKeys(storage: SlotStorage | null): string[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PUBLISHED_SLOTS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((key): key is string => typeof key === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * The scheduler's "slot already published" memory: localStorage when the browser allows it, so a
 * reload in the slot minute publishes nothing again; memory only when storage is unavailable.
 */
export function createSlotStore(
  getStorage: () => SlotStorage | null | undefined = () => window.localStorage,
): PublishedSlots {
  const storage = openStorage(getStorage);
  const keys = new Set(readKeys(storage));
  return {
    // Storage is read again: another tab may have published the slot meanwhile.
    has: (key) => keys.has(key) || readKeys(storage).includes(key),
    add: (key) => {
      keys.add(key);
      if (!storage) return;
      const merged = [...new Set([...readKeys(storage), ...keys])].slice(-MAX_KEYS);
      try {
        storage.setItem(PUBLISHED_SLOTS_KEY, JSON.stringify(merged));
      } catch {
        // Quota or disabled storage: the in-memory set still prevents a second publication.
      }
    },
  };
}
