import { createMemoryStorage } from '@mare/domain';

export type SiteStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

/**
 * localStorage, or memory where the browser refuses it (sandboxed frames, some private modes throw
 * a SecurityError on first touch): the site still works and only forgets on reload.
 */
export function browserStorage(
  getStorage: () => SiteStorage = () => window.localStorage,
): SiteStorage {
  try {
    const storage = getStorage();
    storage.getItem('mare:probe');
    return storage;
  } catch {
    return createMemoryStorage();
  }
}
