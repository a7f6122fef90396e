import { describe, expect, it } from 'vitest';
import { PUBLISHED_SLOTS_KEY, createSlotStore, type SlotStorage } from './slot-store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: SlotStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
  return { storage, data };
}

describe('createSlotStore', () => {
  it('remembers published slots in storage, so a reload publishes nothing again', () => {
    const { storage, data } = memoryStorage();
    const store = createSlotStore(() => storage);
    expect(store.has('2026-11-21T09:00')).toBe(false);
    store.add('2026-11-21T09:00');
    expect(store.has('2026-11-21T09:00')).toBe(true);
    expect(JSON.parse(data.get(PUBLISHED_SLOTS_KEY) ?? '')).toEqual(['2026-11-21T09:00']);
    expect(createSlotStore(() => storage).has('2026-11-21T09:00')).toBe(true);
  });

  it('sees a slot another tab published after it opened', () => {
    const { storage } = memoryStorage();
    const mine = createSlotStore(() => storage);
    createSlotStore(() => storage).add('2026-11-21T11:00');
    expect(mine.has('2026-11-21T11:00')).toBe(true);
  });

  it('keeps only the most recent keys', () => {
    const { storage, data } = memoryStorage();
    const store = createSlotStore(() => storage);
    for (let day = 1; day <= 40; day += 1) store.add(`2026-11-${String(day).padStart(2, '0')}`);
    const kept = JSON.parse(data.get(PUBLISHED_SLOTS_KEY) ?? '') as string[];
    expect(kept).toHaveLength(32);
    expect(kept.at(-1)).toBe('2026-11-40');
    expect(store.has('2026-11-01')).toBe(true);
  });

  it('ignores broken or foreign data in storage', () => {
    expect(
      createSlotStore(() => memoryStorage({ [PUBLISHED_SLOTS_KEY]: '{oops' }).storage).has('x'),
    ).toBe(false);
    const { storage } = memoryStorage({ [PUBLISHED_SLOTS_KEY]: '[1, "a", null]' });
    expect(createSlotStore(() => storage).has('a')).toBe(true);
    expect(
      createSlotStore(() => memoryStorage({ [PUBLISHED_SLOTS_KEY]: '"a"' }).storage).has('a'),
    ).toBe(false);
  });

  it('works in memory when storage is missing, throws or is full', () => {
    for (const getStorage of [
      () => null,
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
      () => ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      }),
    ]) {
      const store = createSlotStore(getStorage);
      store.add('2026-11-21T13:00');
      expect(store.has('2026-11-21T13:00')).toBe(true);
      expect(store.has('2026-11-21T15:00')).toBe(false);
    }
  });
});
