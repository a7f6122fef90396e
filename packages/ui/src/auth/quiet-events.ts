import { createContext, useContext } from 'react';

/** Runs `task` with the auth-event toasts off, for flows that sign in or out only on the way. */
export type Quietly = <T>(task: () => Promise<T>) => Promise<T>;

export const QuietAuthEventsContext = createContext<Quietly | null>(null);

export function useQuietAuthEvents(): Quietly {
  const quietly = useContext(QuietAuthEventsContext);
  if (!quietly) throw new Error('useQuietAuthEvents must be used inside <AuthProvider>.');
  return quietly;
}
