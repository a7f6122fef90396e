import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthServiceConfig } from './types.ts';

/** What every operation of the service is handed. */
export interface AuthContext {
  client: SupabaseClient;
  config: AuthServiceConfig;
  sleep: (ms: number) => Promise<void>;
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
