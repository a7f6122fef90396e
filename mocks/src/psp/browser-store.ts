import type { PspState, PspStore } from './psp.ts';

/**
 * Demo mode keeps the mock PSP's charges in the origin's localStorage, beside the database in
 * IndexedDB: a charge created in one tab is paid from another, and survives a reload. Two tabs
 * writing at the same instant may lose one write (a demo, not a bank).
 */
export function localStoragePspStore(storage: Storage, key = 'mare-demo-psp'): PspStore {
  return {
    read() {
      const text = storage.getItem(key);
      if (!text) return null;
      try {
        return JSON.parse(text) as PspState;
      } catch {
        return null;
      }
    },
    write(state) {
      storage.setItem(key, JSON.stringify(state));
    },
  };
}
