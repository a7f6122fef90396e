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
  /**
   * Demo mode's payer: asks the mock PSP to pay a charge ("Simular pagamento"), whose webhook
   * then confirms it as a real PSP's would. Absent against a real project.
   */
  demoPix?: DemoPix | null;
}

export interface DemoPix {
  /** Pays the charge `txid` in full; rejects when the PSP refuses (expired, already paid). */
  pay(txid: string): Promise<void>;
}

/**
 * The backend arrives after the first paint (supabase-js is not on the critical path), so the
 * context holds a lazy handle on it. `demo` is known at once, for the footer's notice.
 */
interface BackendHandle {
  backend: LazyBackend;
  auth: AuthService;
  demo: boolean;
  session: StoredSession;
}

/**
 * What the page knows of a stored session without loading the backend. With none stored, nothing
 * loads it until a page or a form needs it: pages that never call the backend never download it.
 */
export interface StoredSession {
  /** True when a session may be stored, so the backend loads once the page is idle to restore it. */
  present(): boolean;
  /** Calls back when one may have appeared (another tab signed in); returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** Stories and tests hand the backend in at once: a session may always be there. */
const ALWAYS_PRESENT: StoredSession = { present: () => true, subscribe: () => () => {} };

const BackendContext = createContext<BackendHandle | null>(null);

export function BackendProvider({
  backend,
  demo,
  session = ALWAYS_PRESENT,
  children,
}: {
  /**
   * A loader (the site): called on first demand, or once the page has loaded and is idle;
   * or a promise of a backend already loading (stories, tests).
   */
  backend: (() => Promise<Backend>) | Promise<Backend>;
  demo: boolean;
  /** The site's stored-session probe; without it the backend always loads once the page is idle. */
  session?: StoredSession;
  children: ReactNode;
}) {
  const handle = useMemo(() => {
    const lazy = backend instanceof Promise ? loadedBackend(backend) : createLazyBackend(backend);
    return { backend: lazy, auth: lazyAuth(lazy.demand), demo, session };
  }, [backend, demo, session]);
  // A stored session is restored once the page is idle, even if no page asks for the backend; one
  // stored later by another tab loads it then, so this tab's header follows.
  useEffect(() => {
    const load = () => void handle.backend.demand();
    const cancelIdle = handle.session.present() ? afterLoadWhenIdle(load) : () => {};
    const unsubscribe = handle.session.subscribe(() => {
      if (handle.session.present()) load();
    });
    return () => {
      cancelIdle();
      unsubscribe();
    };
  }, [handle]);
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

/** The stored-session probe (the session listener settles at once when there is none). */
export const useStoredSession = (): StoredSession => useHandle().session;

/** An already-settled promise React can read without suspending (stories, tests). */
export function settledBackend(backend: Backend): Promise<Backend> {
  return Object.assign(Promise.resolve(backend), { status: 'fulfilled', value: backend });
}
