import { createContext, use, useContext, type ReactNode } from 'react';
import type { AuthService, SupabaseClient } from '@mare/domain';
import type { DemoMailbox } from '../screens/demo/mailbox-context.ts';

export interface Backend {
  supabase: SupabaseClient;
  auth: AuthService;
  /** True when the site runs on the built-in mock backend (demo mode). */
  demo: boolean;
  /** The demo backend's outbox; null against a real project. */
  mailbox: DemoMailbox | null;
}

/**
 * The backend arrives after the first paint (supabase-js is not on the critical path), so the
 * context holds a promise of it. `demo` is known at once, for the footer's notice.
 */
interface BackendHandle {
  ready: Promise<Backend>;
  demo: boolean;
}

const BackendContext = createContext<BackendHandle | null>(null);

export function BackendProvider({
  backend,
  demo,
  children,
}: {
  backend: Promise<Backend>;
  demo: boolean;
  children: ReactNode;
}) {
  return (
    <BackendContext.Provider value={{ ready: backend, demo }}>{children}</BackendContext.Provider>
  );
}

function useHandle(): BackendHandle {
  const handle = useContext(BackendContext);
  if (!handle) throw new Error('The backend hooks must be used inside <BackendProvider>.');
  return handle;
}

/** The backend, suspending the calling screen until it has loaded. */
export function useBackend(): Backend {
  return use(useHandle().ready);
}

/** The promise of the backend, for code that must not suspend (header, auth listener). */
export const useBackendPromise = (): Promise<Backend> => useHandle().ready;

export const useIsDemo = (): boolean => useHandle().demo;

/** An already-settled promise React can read without suspending (stories, tests). */
export function settledBackend(backend: Backend): Promise<Backend> {
  return Object.assign(Promise.resolve(backend), { status: 'fulfilled', value: backend });
}
