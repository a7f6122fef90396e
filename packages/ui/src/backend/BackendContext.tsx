import { createContext, useContext, type ReactNode } from 'react';
import type { AuthService, SupabaseClient } from '@mare/domain';

export interface Backend {
  supabase: SupabaseClient;
  auth: AuthService;
  /** True when the site runs on the built-in mock backend (demo mode). */
  demo: boolean;
}

const BackendContext = createContext<Backend | null>(null);

/** Hands the Supabase client and the domain services to every screen below it. */
export function BackendProvider({ value, children }: { value: Backend; children: ReactNode }) {
  return <BackendContext.Provider value={value}>{children}</BackendContext.Provider>;
}

export function useBackend(): Backend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend must be used inside <BackendProvider>.');
  return backend;
}
