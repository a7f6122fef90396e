import { useCallback, useSyncExternalStore } from 'react';

/** Where the online flag and its events come from: the window and navigator in the browser. */
export interface Connectivity {
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  isOnline: () => boolean;
}

export const browserConnectivity = (): Connectivity | null =>
  typeof window === 'undefined'
    ? null
    : { events: window, isOnline: () => window.navigator.onLine };

/** True while the browser says it is online; follows its online/offline events. */
export function useOnline(connectivity: Connectivity | null = browserConnectivity()): boolean {
  const events = connectivity?.events;
  const subscribe = useCallback(
    (onChange: () => void) => {
      events?.addEventListener('online', onChange);
      events?.addEventListener('offline', onChange);
      return () => {
        events?.removeEventListener('online', onChange);
        events?.removeEventListener('offline', onChange);
      };
    },
    [events],
  );
  const isOnline = connectivity?.isOnline;
  return useSyncExternalStore(
    subscribe,
    () => isOnline?.() ?? true,
    // Prerendered HTML assumes online: the banner appears after hydration if need be.
    () => true,
  );
}
