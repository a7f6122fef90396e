import { createAuthService, createBackendClient } from '@mare/domain';
import type { Backend, DemoMailbox } from '@mare/ui';
import type { SiteEnv } from './env.ts';

export interface SiteBackend {
  backend: Backend;
  mailbox: DemoMailbox | null;
}

function servicesFor(url: string, key: string, masterAdminEmail: string, demo: boolean): Backend {
  const supabase = createBackendClient({ url, key, storage: window.localStorage });
  const auth = createAuthService(supabase, {
    masterAdminEmail,
    siteUrl: window.location.origin,
    tokenStorage: window.localStorage,
  });
  return { supabase, auth, demo };
}

/**
 * Demo mode starts the mock worker before the first render. `__MARE_DEMO__` is replaced at build
 * time, so a build pointed at a real project drops this branch and ships no mock code at all.
 */
export async function createSiteBackend(env: SiteEnv): Promise<SiteBackend> {
  if (__MARE_DEMO__ && env.mode === 'demo') {
    const demo = await import('./demo.ts');
    const { url, key, mailbox } = await demo.startDemoBackend();
    return { backend: servicesFor(url, key, env.masterAdminEmail, true), mailbox };
  }
  if (env.mode === 'demo')
    throw new Error('This build has no demo backend: set VITE_SUPABASE_URL and a key.');
  return { backend: servicesFor(env.url, env.key, env.masterAdminEmail, false), mailbox: null };
}
