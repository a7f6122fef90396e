// The mock backend over HTTP for a built site: the performance run and the journeys that need
// one database shared by several browser contexts start it, build the site against its URL (a
// "real project" build: no mock code in the bundle), and stop it afterwards.
import {
  DEFAULT_MASTER_EMAIL,
  MOCK_SUPABASE_ANON_KEY,
  type MockBackend,
} from '../../mocks/src/index.ts';
import { startDemoHttpBackend } from '../../mocks/src/node.ts';

export interface SiteBackend {
  /** The project URL the site is built with, e.g. http://127.0.0.1:43117. */
  readonly url: string;
  readonly port: number;
  readonly backend: MockBackend;
  /** The Vite variables of a site pointed at this backend. */
  readonly siteEnv: Record<string, string>;
  close(): Promise<void>;
}

/** The build variables for a site whose project is `url` (the mock's public anon key). */
export function siteEnvFor(url: string): Record<string, string> {
  return {
    VITE_SUPABASE_URL: url,
    VITE_SUPABASE_ANON_KEY: MOCK_SUPABASE_ANON_KEY,
    // Unset, so a developer's shell cannot send the build another key.
    VITE_SUPABASE_PUBLISHABLE_KEY: '',
    VITE_MASTER_ADMIN_EMAIL: DEFAULT_MASTER_EMAIL,
  };
}

/**
 * Opens the seed, moves its departures to today as demo mode does (so tours have seats ahead),
 * and serves it on 127.0.0.1 (`port` 0: a free one).
 */
export async function startSiteBackend(options: { port?: number } = {}): Promise<SiteBackend> {
  const served = await startDemoHttpBackend(options);
  return { ...served, siteEnv: siteEnvFor(served.url) };
}
