import { createContext, use, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { AuthService, SupabaseClient } from '@mare/domain';
import type { DemoMailbox } from './mailbox-context.ts';
import { lazyAuth } from './lazy-auth.ts';
import { createLazyBackend, loadedBackend, type LazyBackend } from './lazy-backend.ts';
import { afterLoadWhenIdle } from './when-idle.ts';

export interface Backend {
  supabase: SupabaseClient;
  auth: AuthService;
  /** True when the site runs on the built-in mock backend (demo mode). */
  demo: boolean;
  /** The demo backend's outbox; null against a real project. */
  mailbox: DemoMailbox | null;
  /** Demo mode: restores the seed (accounts, rows, files, mail); null against a real project. */
  resetDemo: (() => Promise<void>) | null;
}

/**
 * The backend arrives after the first paint (supabase-js is not on the critical path), so the
 * context holds a lazy handle on it. `demo` is known at once, for the footer's notice.
 */
interface BackendHandle {
  backend: LazyBackend;
  auth: AuthService;
  demo: boolean;
}

const BackendContext = createContext<BackendHandle | null>(null);

export function BackendProvider({
  backend,
  demo,
  children,
}: {
  /**
   * A loader (the site): called on first demand, or once the page has loaded and is idle;
   * or a promise of a backend already loading (stories, tests).
   */
  backend: (() => Promise<Backend>) | Promise<Backend>;
  demo: boolean;
  children: ReactNode;
}) {
  const handle = useMemo(() => {
    const lazy = backend instanceof Promise ? loadedBackend(backend) : createLazyBackend(backend);
    return { backend: lazy, auth: lazyAuth(lazy.demand), demo };
  }, [backend, demo]);
  // Nobody may ask before the session listener needs it: load it anyway once the page is idle.
  useEffect(() => afterLoadWhenIdle(() => void handle.backend.demand()), [handle]);
  return <BackendContext.Provider value={handle}>{children}</BackendContext.Provider>;
}

function useHandle(): BackendHandle {
  const handle = useContext(BackendContext);
  if (!handle) throw new Error('The backend hooks must be used inside <BackendProvider>.');
  return handle;
}

/** The backend, suspending the calling screen until it has loaded (starting the load). */
export function useBackend(): Backend {
  return use(useHandle().backend.demand());
}

/** Starts the load if needed and returns the promise, for code that must not suspend. */
export function useBackendPromise(): () => Promise<Backend> {
  return useHandle().backend.demand;
}

/** Settles once something else has started the load; never starts it (the session listener). */
export const useBackendReady = (): Promise<Backend> => useHandle().backend.ready;

/** The auth service, usable at once: each call waits for the backend (forms render before it). */
export const useAuthService = (): AuthService => useHandle().auth;

export const useIsDemo = (): boolean => useHandle().demo;

/** An already-settled promise React can read without suspending (stories, tests). */
export function settledBackend(backend: Backend): Promise<Backend> {
  return Object.assign(Promise.resolve(backend), { status: 'fulfilled', value: backend });
}
