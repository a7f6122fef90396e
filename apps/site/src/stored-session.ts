import { hasStoredAuthToken, isAuthTokenKey } from '@mare/domain';
import type { StoredSession } from '@mare/ui';
import type { SiteStorage } from './browser-storage.ts';

/** localStorage, or none where the browser refuses it (supabase-js then keeps no session either). */
function localStorageOrNone(): SiteStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether supabase-js has a session stored, read from its key alone: a visitor who never signed
 * in never downloads supabase-js on a page that does not call the backend. Another tab signing in
 * writes the key, and this tab's header then loads the backend to follow.
 */
export function storedSession(
  // Not browser-storage.ts's: its in-memory fallback would pull supabase-js into the entry chunk.
  storage: SiteStorage | undefined = localStorageOrNone(),
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): StoredSession {
  return {
    present: () => hasStoredAuthToken(storage),
    subscribe(onChange) {
      const listener = (event: StorageEvent) => {
        // `key` is null when another tab clears the whole storage.
        if (event.key === null || isAuthTokenKey(event.key)) onChange();
      };
      events.addEventListener('storage', listener);
      return () => events.removeEventListener('storage', listener);
    },
  };
}
