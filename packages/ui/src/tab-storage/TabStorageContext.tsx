import { createContext, useContext, type ReactNode } from 'react';

/** What the app keeps for one tab only (sessionStorage's shape, as much of it as is used). */
export type TabStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage, or null where there is none or the browser refuses it. */
export function browserTabStorage(): TabStorage | null {
  try {
    // Touching window.sessionStorage throws in sandboxed frames and some private modes.
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

// undefined: no provider, the browser's own is read when asked (never at import, for prerender).
const TabStorageContext = createContext<TabStorage | null | undefined>(undefined);

/** Hands the screens a tab storage of its own (stories: one in memory per story). */
export function TabStorageProvider({
  storage,
  children,
}: {
  storage: TabStorage | null;
  children: ReactNode;
}) {
  return <TabStorageContext.Provider value={storage}>{children}</TabStorageContext.Provider>;
}

/** The tab's storage: the provider's, else sessionStorage; null when unavailable. */
export function useTabStorage(): TabStorage | null {
  const provided = useContext(TabStorageContext);
  return provided === undefined ? browserTabStorage() : provided;
}
