import {
  createClient,
  type RealtimeClientOptions,
  type SupabaseClient as UntypedClient,
} from '@supabase/supabase-js';
import type { Database } from './database.ts';

export type { Session, User, AuthChangeEvent } from '@supabase/supabase-js';

/** The app's client, typed by the schema: tables, functions and their returns flow to callers. */
export type SupabaseClient = UntypedClient<Database>;

export interface BackendClientOptions {
  url: string;
  key: string;
  /** Where the session is kept; the site passes localStorage, stories and tests an in-memory one. */
  storage?: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  };
  autoRefreshToken?: boolean;
  /** Separates clients living side by side in one page (each story gets its own). */
  storageKey?: string;
  /**
   * For a client that never subscribes to changes (the build's, in Node 20, which has no
   * WebSocket for supabase-js to find): realtime gets a transport that refuses to connect.
   */
  withoutRealtime?: boolean;
  /** Once aborted, every request of the client fails at once (the build's, when it stops waiting). */
  signal?: AbortSignal;
}

/** Stands in for the WebSocket constructor where nothing may open one. */
function refuseRealtime(): never {
  throw new Error('This client does not subscribe to changes.');
}

/** The one way the app creates its Supabase client, so every caller gets the same auth settings. */
export function createBackendClient({
  url,
  key,
  storage,
  autoRefreshToken = true,
  storageKey,
  withoutRealtime = false,
  signal,
}: BackendClientOptions): SupabaseClient {
  return createClient<Database>(url, key, {
    ...(signal && {
      global: {
        fetch: (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
          fetch(input, {
            ...init,
            signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
          }),
      },
    }),
    auth: {
      storage,
      // Only when given: an explicit undefined replaces supabase-js's default key
      // (`sb-<project ref>-auth-token`, what auth/tokens.ts looks for) with "undefined".
      ...(storageKey === undefined ? {} : { storageKey }),
      persistSession: true,
      autoRefreshToken,
      detectSessionInUrl: false,
    },
    realtime: withoutRealtime
      ? { transport: refuseRealtime as unknown as RealtimeClientOptions['transport'] }
      : undefined,
  });
}

/** A session store that forgets everything when dropped (stories, tests). */
export function createMemoryStorage() {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}
